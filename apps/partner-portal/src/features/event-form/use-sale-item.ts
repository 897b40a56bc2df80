// The form of one ticket type or extra on the edit page (<SaleItemForm>, <NewSaleItemForm>): its
// schema's rules as the partner leaves each field, the server's refusals on the fields, and a submit
// that sends, says so and shows what comes next (the values saved, or a blank row to add another).
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useZodForm } from '@pavilion/features-page-kit';
import { useToast } from '@pavilion/ui';
import { EVENT_FORM_TEXT as T } from './messages';

export interface SaleItemOptions<TInput extends FieldValues, TOutput extends { name: string }> {
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /**
   * Sends the values; `dirty` says which fields the partner changed (react-hook-form's dirtyFields).
   * Answers null when there is nothing to send.
   */
  send: (values: TOutput, dirty: Partial<Record<string, unknown>>) => Promise<unknown> | null;
  /** The alert's words for a refusal without any. */
  fallback: string;
  /** 'saved' keeps the values saved as the form's new start; 'added' empties it for the next one. */
  done: 'saved' | 'added';
}

export function useSaleItem<TInput extends FieldValues, TOutput extends { name: string } & FieldValues>({
  schema,
  defaultValues,
  send,
  fallback,
  done,
}: SaleItemOptions<TInput, TOutput>) {
  const toast = useToast();
  // The alert says the refusal's words even when a field shows them too, beside the item's name.
  const { form, server, submit } = useZodForm<TInput, TOutput>(schema, {
    defaultValues,
    mode: 'onTouched',
    server: { alert: 'always' },
  });
  // Read while rendering: react-hook-form tracks only the form state a render reads.
  const { dirtyFields } = form.formState;
  const onSubmit = submit(async (values) => {
    const request = send(values, dirtyFields);
    if (!request) return;
    await request;
    form.reset(done === 'saved' ? (values as unknown as TInput) : defaultValues);
    toast.showToast({ tone: 'success', message: T.saleItemDone({ name: values.name, done }) });
  }, fallback);
  return { form, server, submit: onSubmit };
}
