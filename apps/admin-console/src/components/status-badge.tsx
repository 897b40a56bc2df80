// A vetting status as a badge: DRAFT grey, APPROVED green, PENDING yellow, REJECTED and SUSPENDED red; the word
// is always written, so the colour is never the only sign.
import { VETTING_STATUS_TONES, type TEventStatus, type TPartnerVettingStatus } from '@pavilion/domain';
import { Badge } from '@pavilion/ui';
import { COMPONENTS_TEXT } from './messages';

export function StatusBadge({
  status,
  size = 'sm',
}: {
  status: TPartnerVettingStatus | TEventStatus;
  size?: 'sm' | 'md';
}) {
  return (
    <Badge tone={VETTING_STATUS_TONES[status]} size={size} dot>
      {COMPONENTS_TEXT.statusName({ status })}
    </Badge>
  );
}
