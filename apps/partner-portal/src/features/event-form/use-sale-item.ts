// The form of one ticket type or extra on the edit page (<SaleItemForm>, <NewSaleItemForm>): its
// schema's rules as the partner leaves each field, the server's refusals on the fields, and a submit
// that sends, says so and shows what comes next (the values saved, or a blank row to add another).
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useServerErrors } from '@pavilion/features-page-kit';
import { useToast } from '@pavilion/ui';

export interface SaleItemOptions<TInput extends FieldValues, TOutput extends { name: string }> {
  resolver: Resolver<TInput, unknown, TOutput>;
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

export function useSaleItem<TInput extends FieldValues, TOutput extends { name: string }>({
  resolver,
  defaultValues,
  send,
  fallback,
  done,
}: SaleItemOptions<TInput, TOutput>) {
  const toast = useToast();
  const form = useForm<TInput, unknown, TOutput>({ resolver, defaultValues, mode: 'onTouched' });
  const server = useServerErrors(form);
  // Read while rendering: react-hook-form tracks only the form state a render reads.
  const { dirtyFields } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const request = send(values, dirtyFields);
    if (!request || !(await server.attempt(() => request, fallback))) return;
    form.reset(done === 'saved' ? (values as unknown as TInput) : defaultValues);
    toast.showToast({ tone: 'success', message: `${values.name} ${done}` });
  });
  return { form, server, submit };
}
