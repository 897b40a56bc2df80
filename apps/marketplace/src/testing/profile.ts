// Test helper: a GET /api/users/ answer from its flat fields, with `person` in the domain's shape as
// the server adds it.
import type { TUserResponse } from '@pavilion/domain';

export function userResponse(flat: Omit<TUserResponse, 'person'>): TUserResponse {
  const { countryName, sector: _sector, imageUrl: _imageUrl, pendingEmail: _pendingEmail, ...fields } = flat;
  return {
    ...flat,
    person: {
      ...fields,
      country: flat.country !== null && countryName !== null ? { id: flat.country, name: countryName } : null,
    },
  };
}
