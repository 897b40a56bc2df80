// @pavilion/features-event: one view of an event for the marketplace, the partner's preview and the
// administrator's vetting page, the event card, and the fields and form of a ticket type or an extra
// (the partner's create form and edit page). See docs/architecture/browser.md, "Page kit".
export { EventView, EventBanner, EVENT_BANNER_ASPECT_RATIO, type EventViewProps } from './lib/event-view';
export {
  EventSection,
  EventInformation,
  IndustryAndAudience,
  AttendeesAndExhibitors,
  AgendaHighlights,
  OptionalExtras,
  Documents,
  venueText,
} from './lib/event-sections';
export {
  TicketTypesOverview,
  type TicketTypeFigures,
  type TicketTypesOverviewProps,
} from './lib/ticket-types-overview';
export { EventCard, minPriceText, type EventCardData, type EventCardProps } from './lib/event-card';
export { ReadMore } from './lib/read-more';
export { formatEventDate, formatEventDateTime, formatEventTime } from './lib/format';
export { eventLoadErrorText, httpStatusText } from './lib/http-status';
export { HeadingLevelProvider, useHeadingTag, type HeadingLevel } from './lib/headings';
export {
  ReviewScoreFields,
  reviewScoreValues,
  type ReviewScoreField,
  type ReviewScoreValues,
  type ReviewScoreFieldsProps,
} from './lib/review-score-fields';
export {
  SaleItemFields,
  type SaleItemFieldsProps,
  type SaleItemKind,
  type SaleItemLabel,
} from './lib/sale-item-fields';
export {
  NewSaleItemForm,
  SaleItemForm,
  type NewSaleItemFormProps,
  type SaleItemAction,
  type SaleItemFormProps,
} from './lib/sale-item-form';
