// Save / Saved on an event's card and page, for a signed-in attendee (others see nothing: partners and
// administrators do not save events, and a visitor signs in first). The button says what it does and
// whether it is on (aria-pressed); a refusal of the server puts it back and says why.
import { useEffect, useState } from 'react';
import { errorMessage, useSession, useSetFavouriteMutation } from '@pavilion/api-client';
import { Button, HeartIcon, useToast } from '@pavilion/ui';
import { COMPONENTS_TEXT } from './messages';
import './favourite-toggle.css';

export interface FavouriteToggleProps {
  eventId: number;
  eventName: string;
  isFavourited: boolean;
  size?: 'sm' | 'md';
}

export function FavouriteToggle({ eventId, eventName, isFavourited, size = 'sm' }: FavouriteToggleProps) {
  const { role } = useSession();
  const [saved, setSaved] = useState(isFavourited);
  const [setFavourite, { isLoading }] = useSetFavouriteMutation();
  const { showToast } = useToast();
  useEffect(() => setSaved(isFavourited), [isFavourited]);
  if (role !== 'attendee') return null;

  const toggle = async () => {
    const next = !saved;
    setSaved(next);
    try {
      await setFavourite({ eventId, saved: next }).unwrap();
    } catch (err) {
      setSaved(!next);
      showToast({
        tone: 'error',
        message: errorMessage(err, next ? COMPONENTS_TEXT.saveFailed : COMPONENTS_TEXT.removeFailed),
      });
    }
  };

  return (
    <Button
      type="button"
      variant="secondary"
      size={size}
      className={`pv-favourite${saved ? ' pv-favourite--on' : ''}`}
      aria-pressed={saved}
      aria-label={
        saved ? COMPONENTS_TEXT.savedLabel({ name: eventName }) : COMPONENTS_TEXT.saveLabel({ name: eventName })
      }
      disabled={isLoading}
      onClick={toggle}
    >
      <HeartIcon size={16} />
      <span>{saved ? COMPONENTS_TEXT.saved : COMPONENTS_TEXT.save}</span>
    </Button>
  );
}
