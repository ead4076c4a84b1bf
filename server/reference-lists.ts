/**
 * The countries and nationalities (spec 000 §3), seeded at start and never changed while the server runs: each
 * process reads them once, for the list endpoints and for the saves that check a picked id.
 */
import type { Country, Nationality } from '../domain/reference-response';
import type { Database } from './db/client';
import { listCountries, listNationalities } from './db/repositories/countries';

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined; // a failed read is retried by the next request
      throw error;
    });
    return pending;
  };
}

export interface ReferenceLists {
  countries: () => Promise<Country[]>;
  nationalities: () => Promise<Nationality[]>;
}

export function referenceLists(db: Database): ReferenceLists {
  return { countries: once(() => listCountries(db)), nationalities: once(() => listNationalities(db)) };
}
