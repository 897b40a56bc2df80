// Business constants and limits from section 9 of both specs, each defined once.
// One file per topic; everything is exported from here as it always was.
export * from './accounts';
export * from './cancellation-policies';
export * from './checkout';
export * from './currencies';
export * from './display';
export * from './events';
export * from './marketing';
export * from './option-lists';
export * from './orders';
export * from './partners';
export * from './roles';
export * from './search';
export * from './settings';
export * from './sorting';
export * from './text-limits';
export * from './uploads';
export * from './sanctions';
export * from './damage-claims';
export * from './lists';
export * from './reviews';
export * from './promo-codes';
export * from './finances';
export * from './event-cancellation';
export * from './check-ins';
export * from './offer';
export * from './sponsorships';
