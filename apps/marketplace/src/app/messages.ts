// What the marketplace's frame of routes says: the page shown when a route fails to load.
import { defineMessages } from '@pavilion/domain';

export const APP_TEXT = defineMessages('marketplace.app', {
  routeErrorTitle: 'This page could not be shown',
  routeErrorText: 'Something went wrong while loading this page. {detail}',
  reload: 'Reload the page',
});
