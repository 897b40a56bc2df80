import preview from '../../../.storybook/preview';
import type { ReactNode } from 'react';
import { Cluster, Container, Grid, Stack } from './Layout';

const meta = preview.meta({
  title: 'Layout/Primitives',
  component: Stack,
});

function Box({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        padding: 'var(--pv-space-4)',
        background: 'var(--pv-color-primary-subtle)',
        border: '1px solid var(--pv-color-border)',
        borderRadius: 'var(--pv-radius-md)',
      }}
    >
      {children}
    </div>
  );
}

export const Default = meta.story(() => (
  <Stack gap={4}>
    <Box>One</Box>
    <Box>Two</Box>
    <Box>Three</Box>
  </Stack>
));

export const Catalog = meta.story(() => (
  <Stack gap={8}>
    <section>
      <h3>Stack row, gap 2, wrap</h3>
      <Stack direction="row" gap={2} wrap>
        {Array.from({ length: 8 }, (_, i) => (
          <Box key={i}>Item {i + 1}</Box>
        ))}
      </Stack>
    </section>
    <section>
      <h3>Cluster: a row of actions that wraps, centred on one line</h3>
      <Cluster gap={2}>
        {['Edit event', 'Images and documents', 'Promo codes', 'Check-in', 'Reviews'].map((label) => (
          <Box key={label}>{label}</Box>
        ))}
      </Cluster>
    </section>
    <section>
      <h3>Grid, auto columns of at least 14rem</h3>
      <Grid minColumnWidth="14rem">
        {Array.from({ length: 6 }, (_, i) => (
          <Box key={i}>Card {i + 1}</Box>
        ))}
      </Grid>
    </section>
    <section>
      <h3>Grid, 4 fixed columns</h3>
      <Grid columns={4} gap={2}>
        {Array.from({ length: 4 }, (_, i) => (
          <Box key={i}>Event {i + 1}</Box>
        ))}
      </Grid>
    </section>
    <section>
      <h3>Containers</h3>
      <Stack gap={2}>
        <Container size="narrow">
          <Box>narrow</Box>
        </Container>
        <Container>
          <Box>default</Box>
        </Container>
        <Container size="wide">
          <Box>wide</Box>
        </Container>
      </Stack>
    </section>
  </Stack>
));
