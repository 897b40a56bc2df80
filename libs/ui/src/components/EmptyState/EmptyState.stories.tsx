import preview from '../../../.storybook/preview';
import { SearchIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { Stack } from '../Layout/Layout';
import { EmptyState } from './EmptyState';

const meta = preview.meta({
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No events found matching your search criteria' },
});

export const Default = meta.story();

export const Catalog = meta.story(() => (
  <Stack gap={4}>
    <EmptyState
      icon={<SearchIcon size={32} />}
      title="No events found matching your search criteria"
      description="Try removing a filter or widening the date range."
      action={<Button variant="secondary">Clear filters</Button>}
    />
    <EmptyState title="No tickets available at the moment" variant="plain" />
    <EmptyState title="No items in the list. Add some!" icon={null} />
    <EmptyState
      titleAs="h2"
      title="Page not found"
      action={
        <Button as="a" href="#home">
          Take Me Home
        </Button>
      }
    />
  </Stack>
));
