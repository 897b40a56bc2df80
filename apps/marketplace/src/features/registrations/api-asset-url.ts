/**
 * Where to fetch a file the API names by path ('/api/tickets/<id>/qr.svg'): the path itself when the
 * API shares the app's origin, otherwise the same path on the API's origin.
 */
export function apiAssetUrl(path: string, apiUrl: string): string {
  if (/^https?:\/\//i.test(path) || !/^https?:\/\//i.test(apiUrl)) return path;
  return new URL(path, apiUrl).toString();
}
