import preview from '../../../.storybook/preview';
import { Stack } from '../Layout/Layout';
import { Badge, type BadgeTone } from './Badge';

const meta = preview.meta({
  title: 'Display/Badge',
  component: Badge,
  args: { tone: 'success', children: 'APPROVED' },
});

export const Default = meta.story();

const tones: BadgeTone[] = ['neutral', 'brand', 'info', 'success', 'warning', 'danger'];

export const Catalog = meta.story(() => (
  <Stack gap={4}>
    <Stack direction="row" gap={2}>
      <Badge tone="success" dot>
        APPROVED
      </Badge>
      <Badge tone="warning" dot>
        PENDING
      </Badge>
      <Badge tone="danger" dot>
        REJECTED
      </Badge>
      <Badge tone="success">Verified</Badge>
      <Badge tone="brand">Sponsored</Badge>
    </Stack>
    {(['sm', 'md'] as const).map((size) => (
      <Stack key={size} direction="row" gap={2}>
        {tones.map((tone) => (
          <Badge key={tone} tone={tone} size={size}>
            {tone} {size}
          </Badge>
        ))}
      </Stack>
    ))}
  </Stack>
));
