/** Seed data barrel: reference lists, countries, places, demo dataset and SVG artwork. */
export * from './reference';
export * from './countries';
export * from './places';
export * from './images';
export * from './demo';
export { hashString, mulberry32, Random } from './prng';
