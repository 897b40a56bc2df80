// The home search's rules: the sector list filtered by name, and the /events link it opens.
import { HOME_SECTOR_PARAM } from '@pavilion/domain';
import { marketplacePaths } from '../../config/paths';

/** Sectors whose name contains the typed text, ignoring case and surrounding spaces. */
export function sectorsMatching<T extends { name: string }>(sectors: readonly T[], typed: string): T[] {
  const needle = typed.trim().toLowerCase();
  return needle === '' ? [...sectors] : sectors.filter((sector) => sector.name.toLowerCase().includes(needle));
}

/** `/events?locationId=<id>&sectors=<id>`, each empty when unset (the spec's link, read by the search page). */
export function homeSearchHref(locationId: number | null, sectorId: number | null): string {
  const params = new URLSearchParams({
    locationId: locationId === null ? '' : String(locationId),
    [HOME_SECTOR_PARAM]: sectorId === null ? '' : String(sectorId),
  });
  return `${marketplacePaths.events}?${params.toString()}`;
}
