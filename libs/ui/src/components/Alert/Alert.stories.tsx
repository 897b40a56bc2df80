import preview from '../../../.storybook/preview';
import { Button } from '../Button/Button';
import { Stack } from '../Layout/Layout';
import { Alert } from './Alert';

const meta = preview.meta({
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'info', title: 'Receipt Coming Soon', children: 'Your receipt will be emailed to you shortly.' },
});

export const Default = meta.story();

export const Catalog = meta.story(() => (
  <Stack gap={4} style={{ maxWidth: '40rem' }}>
    <Alert tone="info" title="Ticket Delivery">
      Tickets are emailed in the days leading up to the event.
    </Alert>
    <Alert tone="success">Payment processed successfully!</Alert>
    <Alert tone="warning" title="Application under review">
      Review takes 2-3 business days.
    </Alert>
    <Alert tone="error">There was an error processing your payment. Please try again.</Alert>
    <Alert tone="error" title="Could not load events" onRetry={() => {}} />
    <Alert
      tone="warning"
      title="Something to do"
      action={
        <Button size="sm" variant="secondary">
          Open settings
        </Button>
      }
    />
    <Alert tone="info" onDismiss={() => {}}>
      Dismissible message
    </Alert>
  </Stack>
));
