// A form on a card of its own (invite a team member, add a bank account): its heading, a lead, the
// refusal's words (as well as at any field they name), its fields and its submit button.
import type { ReactNode } from 'react';
import { Form, FormAlert, type FormProps } from '@pavilion/features-page-kit';
import { Button, Stack, type SpaceStep } from '@pavilion/ui';

export interface CardFormProps {
  /** useZodForm's `server`. */
  server: FormProps['server'];
  /** useZodForm's `submit(send)`. */
  onSubmit: FormProps['onSubmit'];
  submitting: boolean;
  /** An h2 on a page of its own, an h3 within a section. */
  titleAs: 'h2' | 'h3';
  titleId: string;
  title: ReactNode;
  /** Under the heading, above the refusal. */
  lead?: ReactNode;
  /** What did not happen: 'The invitation was not sent'. */
  alertTitle: string;
  gap: SpaceStep;
  submitLabel: ReactNode;
  submittingLabel: string;
  children: ReactNode;
}

export function CardForm({
  server,
  onSubmit,
  submitting,
  titleAs: Title,
  titleId,
  title,
  lead,
  alertTitle,
  gap,
  submitLabel,
  submittingLabel,
  children,
}: CardFormProps) {
  return (
    <Form alert="none" server={server} onSubmit={onSubmit} aria-labelledby={titleId} className="pv-partner-card">
      <Stack gap={gap}>
        <Title id={titleId} className="pv-section-title">
          {title}
        </Title>
        {lead}
        <FormAlert message={server.message} title={alertTitle} />
        {children}
        <div>
          <Button type="submit" loading={submitting} loadingLabel={submittingLabel}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
