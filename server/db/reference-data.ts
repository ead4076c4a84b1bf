/**
 * Countries and nationalities are reference data: seeded at start from the ISO lists the SPA also uses
 * (i18n-iso-countries, libphonenumber-js), and never edited by hand. Seeding is idempotent, so every start and
 * every command line run can call it.
 */
import countryNames from 'i18n-iso-countries';
import nationalityNames from 'i18n-nationality';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import { ensureQuestionnaires } from '../fit-and-proper/seed';
import type { Database } from './client';
import { countries, nationalities } from './schema';

export interface CountrySeed {
  name: string;
  shortName: string;
  phoneCode: string;
}

export interface NationalitySeed {
  name: string;
  shortName: string;
}

function countrySeeds(): CountrySeed[] {
  return Object.keys(countryNames.getAlpha2Codes())
    .sort()
    .map((code) => ({
      name: countryNames.getName(code, 'en') ?? code,
      shortName: code,
      // Some territories (AQ, BV, HM, …) have no calling code of their own.
      phoneCode: isSupportedCountry(code) ? getCountryCallingCode(code) : '',
    }));
}

function nationalitySeeds(): NationalitySeed[] {
  const names = nationalityNames.getNames('en');
  return Object.keys(names)
    .sort()
    .flatMap((code) => {
      const name = names[code];
      return name ? [{ name, shortName: code }] : [];
    });
}

export async function ensureReferenceData(db: Database): Promise<void> {
  await db.insert(countries).values(countrySeeds()).onConflictDoNothing({ target: countries.shortName });
  await db.insert(nationalities).values(nationalitySeeds()).onConflictDoNothing({ target: nationalities.shortName });
  await ensureQuestionnaires(db);
}
