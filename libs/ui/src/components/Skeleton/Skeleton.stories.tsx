import preview from '../../../.storybook/preview';
import { Card, CardBody } from '../Card/Card';
import { Grid, Stack } from '../Layout/Layout';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Skeleton } from './Skeleton';

const meta = preview.meta({
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
});

export const Default = meta.story();

export const Catalog = meta.story(() => (
  <Stack gap={6}>
    <Stack direction="row" gap={4} align="center">
      <Skeleton variant="circle" height="3rem" />
      <Skeleton variant="rect" width="8rem" height="3rem" />
      <Skeleton variant="text" width="12rem" />
    </Stack>
    <VisuallyHidden role="status">Loading events</VisuallyHidden>
    <Grid minColumnWidth="14rem" aria-busy="true">
      {[1, 2, 3].map((n) => (
        <Card key={n}>
          <Skeleton variant="rect" height="9rem" />
          <CardBody>
            <Skeleton variant="text" height="1.25rem" width="70%" />
            <Skeleton variant="text" lines={3} />
          </CardBody>
        </Card>
      ))}
    </Grid>
  </Stack>
));
