// What a ticket type's or an extra's fields and form say: each label starts with the item ('VIP price
// (EUR)'), the form's name, its switch and its buttons.
import { defineMessages } from '@pavilion/domain';

export const SALE_ITEM_TEXT = defineMessages('event.saleItem', {
  /** A field's label, the item first: 'VIP price (EUR)', 'New ticket type name', 'Extra 1 starts'. */
  label:
    '{item, select, named {{name}} numbered {{kind, select, extra {Extra} other {Ticket type}} {number}} other {New {kind, select, extra {extra} other {ticket type}}}} {field, select, name {name} price {price} priceIn {price ({currency})} quantity {quantity} places {places} salesStart {sales start} salesEnd {sales end} starts {starts} cancellationPolicy {cancellation policy} type {type} other {description}}',
  /** A saved item's form, by its kind and name: 'Ticket type VIP'. */
  form: '{kind, select, extra {Extra} other {Ticket type}} {name}',
  onSale: '{name} on sale',
  saving: 'Saving...',
  save: 'Save {name}',
  delete: 'Delete {name}',
  adding: 'Adding...',
});
