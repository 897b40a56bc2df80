import preview from '../../../.storybook/preview';
import { BellIcon, CloseIcon, EditIcon, HeartIcon, TrashIcon } from '../../icons/icons';
import { Stack } from '../Layout/Layout';
import { IconButton } from './IconButton';

const meta = preview.meta({
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Edit event', icon: <EditIcon /> },
});

export const Default = meta.story();

export const Catalog = meta.story(() => (
  <Stack gap={4}>
    {(['ghost', 'secondary', 'primary'] as const).map((variant) => (
      <Stack key={variant} direction="row" gap={3} align="center">
        <strong style={{ width: '6rem' }}>{variant}</strong>
        <IconButton variant={variant} size="sm" label="Close" icon={<CloseIcon size={16} />} />
        <IconButton variant={variant} label="Notifications" icon={<BellIcon />} />
        <IconButton variant={variant} size="lg" label="Add to favourites" icon={<HeartIcon />} />
        <IconButton variant={variant} round label="Remove item" icon={<TrashIcon />} />
        <IconButton variant={variant} disabled label="Edit (disabled)" icon={<EditIcon />} />
      </Stack>
    ))}
  </Stack>
));
