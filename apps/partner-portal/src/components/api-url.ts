// Where to open a file the API names by path ('/api/partner-documents/3'): the path itself when the
// API shares the portal's origin, otherwise the same path on the API's origin.
import { config } from '../config/env';

export function apiUrl(path: string, base: string = config.apiUrl): string {
  if (/^https?:\/\//i.test(path) || !/^https?:\/\//i.test(base)) return path;
  return new URL(path, base).toString();
}
