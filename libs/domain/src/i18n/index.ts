// The product's languages: messages defined in English in the code, translated in catalogues.
export * from './locales';
export * from './translator';
export * from './load';
export * from './formats';
