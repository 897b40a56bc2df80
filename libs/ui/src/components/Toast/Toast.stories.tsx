import preview from '../../../.storybook/preview';
import { Button } from '../Button/Button';
import { Stack } from '../Layout/Layout';
import { Toast, ToastProvider, useToast } from './Toast';

const meta = preview.meta({
  title: 'Feedback/Toast',
  component: Toast,
  args: { tone: 'success', durationMs: null },
});

export const Default = meta.story({ args: { message: 'Event saved', onDismiss: () => {} } });

function Triggers() {
  const { showToast } = useToast();
  return (
    <Stack direction="row" gap={3} wrap>
      <Button onClick={() => showToast('Thanks for subscribing!')}>Info</Button>
      <Button onClick={() => showToast({ tone: 'success', title: 'Saved', message: 'Your settings were saved.' })}>
        Success
      </Button>
      <Button onClick={() => showToast({ tone: 'warning', message: 'Maximum 5 images allowed' })}>Warning</Button>
      <Button variant="danger" onClick={() => showToast({ tone: 'error', message: 'Error updating status' })}>
        Error
      </Button>
      <Button variant="secondary" onClick={() => showToast({ message: 'Stays until dismissed', durationMs: null })}>
        Sticky
      </Button>
    </Stack>
  );
}

/** Toasts vanish after 5 seconds, pausing while hovered or focused. */
export const WithProvider = meta.story(() => (
  <ToastProvider>
    <Triggers />
  </ToastProvider>
));

export const Catalog = meta.story(() => (
  <Stack gap={3} style={{ maxWidth: '24rem' }}>
    <Toast tone="info" message="Thanks for subscribing!" durationMs={null} onDismiss={() => {}} />
    <Toast tone="success" title="Saved" message="Your settings were saved." durationMs={null} onDismiss={() => {}} />
    <Toast tone="warning" message="Maximum 5 images allowed" durationMs={null} onDismiss={() => {}} />
    <Toast tone="error" message="Error updating status" durationMs={null} onDismiss={() => {}} />
  </Stack>
));
