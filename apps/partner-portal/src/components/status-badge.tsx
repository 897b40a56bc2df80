// An event's or a version's review status as a badge: APPROVED green, PENDING yellow, REJECTED red.
import type { TVettingStatus } from '@pavilion/domain';
import { Badge } from '@pavilion/ui';

export const STATUS_TONE = { APPROVED: 'success', PENDING: 'warning', REJECTED: 'danger' } as const;

export function StatusBadge({ status }: { status: TVettingStatus }) {
  return (
    <Badge tone={STATUS_TONE[status]} dot>
      {status}
    </Badge>
  );
}
