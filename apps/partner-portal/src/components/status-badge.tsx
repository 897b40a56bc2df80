// An event's or a version's review status as a badge: DRAFT grey, APPROVED green, PENDING yellow,
// REJECTED red; the word is always written, so the colour is never the only sign.
import { VETTING_STATUS_TONES, type TEventStatus } from '@pavilion/domain';
import { Badge } from '@pavilion/ui';
import { COMPONENTS_TEXT } from './messages';

export const STATUS_TONE = VETTING_STATUS_TONES;

export function StatusBadge({ status }: { status: TEventStatus }) {
  return (
    <Badge tone={STATUS_TONE[status]} dot>
      {COMPONENTS_TEXT.status({ status })}
    </Badge>
  );
}
