import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Layout/Layout';
import { Badge, type BadgeTone } from './Badge';

const meta = {
  title: 'Display/Badge',
  component: Badge,
  args: { tone: 'success', children: 'APPROVED' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const tones: BadgeTone[] = ['neutral', 'brand', 'info', 'success', 'warning', 'danger'];

export const Catalog: Story = {
  render: () => (
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
  ),
};
