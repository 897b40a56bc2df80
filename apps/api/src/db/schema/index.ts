export * from './options';
export * from './files';
export * from './people';
export * from './partners';
export * from './events';
export * from './search';
export * from './orders';
export * from './outbox';
