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
