// A secret shown once, after it is made (an API key, a webhook endpoint's signing secret): the words
// come from the caller, the layout and the "copied" button are the same for both.
import { Alert, Button, Stack } from '@pavilion/ui';

export function SecretOnce({
  title,
  once,
  label,
  saved,
  secret,
  onDone,
}: {
  title: string;
  once: string;
  label: string;
  saved: string;
  secret: string;
  onDone: () => void;
}) {
  return (
    <Alert tone="success" title={title}>
      <Stack gap={2}>
        <span>{once}</span>
        <code aria-label={label} style={{ wordBreak: 'break-all' }}>
          {secret}
        </code>
        <Button variant="secondary" size="sm" onClick={onDone}>
          {saved}
        </Button>
      </Stack>
    </Alert>
  );
}
