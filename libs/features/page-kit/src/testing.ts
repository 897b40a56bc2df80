// Test helpers for the apps' and libraries' page tests; never imported by the product.
export { paged, renderPartnerPage, renderRoutes, renderWithStore, sessionOf } from './testing/render';
export type { RenderRoutesOptions } from './testing/render';
export { TEST_OPTIONS } from './testing/options';
export { pathsWithoutRoute, tablePaths } from './testing/route-table';
export { testSponsorship } from './testing/sponsorship';
