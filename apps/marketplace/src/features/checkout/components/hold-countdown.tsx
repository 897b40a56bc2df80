// How long the order's seats stay held (15 minutes from creation), counting down each second.
import { useEffect, useRef, useState } from 'react';
import { richText } from '@pavilion/features-shell';
import { VisuallyHidden } from '@pavilion/ui';
import { CHECKOUT_PAYMENT_TEXT as T } from '../messages';

/** Milliseconds as 'm:ss' (never negative): 872000 -> '14:32'. */
export function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Moments, in minutes left, when screen readers are told how much time remains. */
const ANNOUNCE_AT_MINUTES = [5, 1] as const;

function thresholdFor(remaining: number): number | null {
  const passed = ANNOUNCE_AT_MINUTES.filter((minutes) => remaining <= minutes * 60_000);
  return passed.length ? Math.min(...passed) : null;
}

export interface HoldCountdownProps {
  /** ISO time the hold ends (the order's holdExpiresAt). */
  expiresAt: string;
  /** Called once when the time is up. */
  onExpire: () => void;
  now?: () => number;
}

export function HoldCountdown({ expiresAt, onExpire, now = Date.now }: HoldCountdownProps) {
  const end = new Date(expiresAt).getTime();
  const [remaining, setRemaining] = useState(() => end - now());
  // Minutes left as last announced (the words are read when shown, in the current language).
  const [announced, setAnnounced] = useState<number | null>(null);
  const expiredRef = useRef(false);
  // The smallest threshold already passed; those passed before the page opened are not announced.
  const announcedRef = useRef<number | null>(thresholdFor(end - now()));
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    setRemaining(end - now());
    const timer = window.setInterval(() => setRemaining(end - now()), 1000);
    return () => window.clearInterval(timer);
  }, [end, now]);

  useEffect(() => {
    if (remaining <= 0) {
      if (!expiredRef.current) {
        expiredRef.current = true;
        onExpireRef.current();
      }
      return;
    }
    const threshold = thresholdFor(remaining);
    if (threshold !== null && (announcedRef.current === null || threshold < announcedRef.current)) {
      announcedRef.current = threshold;
      const minutes = Math.ceil(remaining / 60_000);
      setAnnounced(minutes);
    }
  }, [remaining]);

  const urgent = remaining <= 2 * 60_000;
  return (
    <div className={`pv-hold${urgent ? ' pv-hold--urgent' : ''}`}>
      <p className="pv-hold__text">
        {richText(T.heldFor, {
          time: (
            <strong role="timer" aria-label={T.timeLeft} className="pv-hold__time">
              {formatRemaining(remaining)}
            </strong>
          ),
        })}
      </p>
      <VisuallyHidden aria-live="polite">{announced !== null && T.minutesLeft({ minutes: announced })}</VisuallyHidden>
    </div>
  );
}
