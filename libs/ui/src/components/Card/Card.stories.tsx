import preview from '../../../.storybook/preview';
import { HeartIcon } from '../../icons/icons';
import { placeholderImage } from '../../storybook/placeholders';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Grid, Stack } from '../Layout/Layout';
import { StarRating } from '../StarRating/StarRating';
import { Card, CardBody, CardFooter, CardLink, CardMedia, CardTitle } from './Card';

const meta = preview.meta({
  title: 'Display/Card',
  component: Card,
});

function SampleCard({ title, withImage = true }: { title: string; withImage?: boolean }) {
  return (
    <Card as="article">
      <CardMedia
        src={withImage ? placeholderImage(title, 640, 360) : null}
        alt=""
        fallback={
          <Stack align="center" justify="center" style={{ height: '100%' }}>
            No Image
          </Stack>
        }
      >
        <Badge tone="brand" style={{ position: 'absolute', top: '0.75rem', left: '0.75rem' }}>
          Conference
        </Badge>
      </CardMedia>
      <CardBody>
        <CardTitle>
          <CardLink href="#event">{title}</CardLink>
        </CardTitle>
        <StarRating value={4.5} size="sm" showValue />
        <p>The premier gathering for fintech leaders.</p>
        <p>London ExCeL · Mar 12, 2025 · From $199.00</p>
      </CardBody>
      <CardFooter>
        <Button as="a" href="#event" size="sm" variant="secondary">
          View Details
        </Button>
        <IconButton label={`Add ${title} to favourites`} icon={<HeartIcon />} style={{ marginLeft: 'auto' }} />
      </CardFooter>
    </Card>
  );
}

export const Default = meta.story(() => (
  <div style={{ maxWidth: '22rem' }}>
    <SampleCard title="FinTech Summit 2025" />
  </div>
));

export const Catalog = meta.story(() => (
  <Stack gap={6}>
    <Grid minColumnWidth="16rem">
      <SampleCard title="FinTech Summit" />
      <SampleCard title="HealthTech Expo" />
      <SampleCard title="No image event" withImage={false} />
    </Grid>
    <Card orientation="horizontal">
      <CardMedia src={placeholderImage('Horizontal', 400, 300, 'accent')} alt="" />
      <CardBody>
        <CardTitle as="h2">Horizontal card</CardTitle>
        <p>Used for lists such as the admin events list.</p>
      </CardBody>
    </Card>
    <Card>
      <CardBody>
        <CardTitle>Plain card</CardTitle>
        <p>Card without media or link.</p>
      </CardBody>
    </Card>
  </Stack>
));
