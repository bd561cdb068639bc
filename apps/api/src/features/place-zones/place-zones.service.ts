import type { CountryTimeZones, PlaceTimeZone } from '@estate/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { createPlaceZonesRepository } from './place-zones.repository';

export const PLACE_ZONE_MESSAGES = {
  countryMissing: 'This country does not exist.',
  cityMissing: 'This city does not exist.',
} as const;

/**
 * Staff set the zone of a country, and of a city where its country has several
 * (docs/product.md#tour-times). Tours are read against the zone live, so a change applies to
 * every request of the place at once: its wall-clock times stay, their instants follow the zone.
 */
export function createPlaceZonesService({ db }: { db: Db }) {
  const repo = createPlaceZonesRepository(db);
  return {
    async list(): Promise<CountryTimeZones[]> {
      const [countryRows, cityRows] = await Promise.all([repo.countries(), repo.cities()]);
      return countryRows.map((country) => ({
        ...country,
        cities: cityRows
          .filter((city) => city.countryId === country.id)
          .map(({ id, name, timeZone }) => ({ id, name, timeZone })),
      }));
    },

    async setCountryZone(id: number, timeZone: string): Promise<PlaceTimeZone> {
      const row = await repo.setCountryZone(id, timeZone);
      if (!row) throw notFound(PLACE_ZONE_MESSAGES.countryMissing);
      return row;
    },

    async setCityZone(id: number, timeZone: string | null): Promise<PlaceTimeZone> {
      const row = await repo.setCityZone(id, timeZone);
      if (!row) throw notFound(PLACE_ZONE_MESSAGES.cityMissing);
      return row;
    },
  };
}

export type PlaceZonesService = ReturnType<typeof createPlaceZonesService>;
