// The ticket types of an event being created: the currency and each type's price, quantity, sales
// window and cancellation policy (an existing event's ticket types change in ticket-types-editor.tsx).
import { useFieldArray, useWatch } from 'react-hook-form';
import { useCancellationPoliciesQuery } from '@pavilion/api-client';
import { newTicketTypeDraft, PARTNER_MESSAGES, TICKET_TYPE_CURRENCIES } from '@pavilion/domain';
import { SaleItemFields } from '@pavilion/features-event';
import { Button, Select } from '@pavilion/ui';
import { optionList, type EventFormSectionProps } from './event-form-fields';
import { PayoutCurrencyWarning } from './payout-currency-warning';
import { EVENT_FORM_TEXT as T } from './messages';

export function TicketTypesSection({ form, register, errors }: EventFormSectionProps) {
  const { control } = form;
  const policies = useCancellationPoliciesQuery({ active: 'true', pageSize: 100 });
  const tickets = useFieldArray({ control, name: 'ticketTypes' });
  const currency = useWatch({ control, name: 'currencyCode' });
  return (
    <fieldset>
      <legend>{T.ticketTypes}</legend>
      <Select
        label={T.ticketCurrency}
        options={TICKET_TYPE_CURRENCIES.map((c) => ({ value: c, label: c }))}
        {...register('currencyCode')}
        error={errors.currencyCode?.message}
      />
      <PayoutCurrencyWarning currency={currency} />
      {tickets.fields.map((field, i) => (
        <SaleItemFields
          key={field.id}
          form={form}
          item={{ kind: 'ticketType', number: i + 1 }}
          names={{
            name: `ticketTypes.${i}.name`,
            price: `ticketTypes.${i}.price`,
            description: `ticketTypes.${i}.description`,
          }}
          amount={{ name: `ticketTypes.${i}.quantity`, field: 'quantity' }}
          times={[
            { name: `ticketTypes.${i}.startDateTime`, field: 'salesStart' },
            { name: `ticketTypes.${i}.endDateTime`, field: 'salesEnd' },
          ]}
          choice={
            policies.data && {
              name: `ticketTypes.${i}.cancellationPolicyId`,
              field: 'cancellationPolicy',
              placeholder: T.selectPolicy,
              options: optionList(policies.data.items),
              hint: PARTNER_MESSAGES.policyChangeAppliesLater,
            }
          }
        >
          <Button variant="ghost" type="button" onClick={() => tickets.remove(i)}>
            {T.removeTicketType({ number: i + 1 })}
          </Button>
        </SaleItemFields>
      ))}
      <Button variant="secondary" type="button" onClick={() => tickets.append(newTicketTypeDraft(new Date()))}>
        {T.addTicketType}
      </Button>
    </fieldset>
  );
}
