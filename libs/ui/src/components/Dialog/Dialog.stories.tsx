import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Stack } from '../Layout/Layout';
import { Select } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import { Dialog, type DialogProps } from './Dialog';

const meta = preview.meta({
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { open: false, onClose: () => {}, title: 'Vetting update' },
});

function Demo({ size, closeLabel }: Pick<DialogProps, 'size' | 'closeLabel'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open {size ?? 'md'} dialog</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size={size}
        closeLabel={closeLabel}
        title="Add a vetting update"
        description="The comment is sent to the partner; notes stay internal."
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Save update</Button>
          </>
        }
      >
        <Stack gap={4}>
          <Select
            label="Status"
            options={[
              { value: 'approve', label: 'Approve' },
              { value: 'reject', label: 'Reject' },
            ]}
          />
          <TextArea label="Comment" required />
        </Stack>
      </Dialog>
    </>
  );
}

export const Default = meta.story(() => <Demo />);

export const Catalog = meta.story(() => (
  <Stack direction="row" gap={3}>
    <Demo size="sm" />
    <Demo size="md" />
    <Demo size="lg" />
    <Demo closeLabel={null} />
  </Stack>
));
