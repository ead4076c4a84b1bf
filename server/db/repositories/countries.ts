import { eq, inArray } from 'drizzle-orm';
import type { Country, Nationality } from '../../../domain/reference-response';
import type { Database } from '../client';
import { countries, nationalities, referenceRequests } from '../schema';

/**
 * Lists are sorted here, not in SQL: PGlite and PostgreSQL servers collate differently ("Åland Islands" lands
 * after "Zimbabwe" under the C collation), and candidates expect the dictionary order.
 */
const byName = new Intl.Collator('en', { sensitivity: 'base' });
const sortByName = <T extends { name: string; id: number }>(rows: T[]) =>
  rows.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);

export async function listCountries(db: Database): Promise<Country[]> {
  const rows = await db.select().from(countries);
  return sortByName(
    rows.map((row) => ({
      id: row.id,
      guid: row.guid,
      name: row.name,
      short_name: row.shortName,
      countryPhoneCode: row.phoneCode,
    })),
  );
}

export async function listNationalities(db: Database): Promise<Nationality[]> {
  const rows = await db.select().from(nationalities);
  return sortByName(rows.map((row) => ({ id: row.id, guid: row.guid, name: row.name, short_name: row.shortName })));
}

/** Country ids by ISO alpha-2 code, for the codes that exist. */
export async function countryIdsByCode(db: Database, codes: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: countries.id, shortName: countries.shortName })
    .from(countries)
    .where(inArray(countries.shortName, unique));
  return new Map(rows.map((row) => [row.shortName, row.id]));
}

/** The ISO alpha-2 code of a country id, or null for an id that names none. */
export async function countryCodeById(db: Database, id: number): Promise<string | null> {
  const [row] = await db.select({ code: countries.shortName }).from(countries).where(eq(countries.id, id)).limit(1);
  return row?.code ?? null;
}

/** The ISO alpha-2 code of the country a request was made for, or null when it names none. */
export async function requestCountryCode(db: Database, requestId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: countries.shortName })
    .from(referenceRequests)
    .innerJoin(countries, eq(countries.id, referenceRequests.countryId))
    .where(eq(referenceRequests.id, requestId))
    .limit(1);
  return row?.code ?? null;
}
