import { describe, expect, it } from 'vitest';
import { ADDRESS_LOOKUP_COUNTRIES, type AddressLookupCountry } from '../../../domain/address-lookup';
import { AddressLookupUnavailableError, AddressNotFoundError } from './provider';
import { sandboxAddressLookup, searchSandbox, searchWords } from './sandbox';
import { SANDBOX_ADDRESSES } from './sandbox-data';

/** Each country's postcode as its post writes it, and its state where the record keeps an abbreviation. */
const FORMATS: Record<AddressLookupCountry, { postcode: RegExp; state?: RegExp }> = {
  GB: { postcode: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/ },
  US: {
    postcode: /^\d{5}(?:-\d{4})?$/,
    state: /^(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])$/,
  },
  AU: { postcode: /^\d{4}$/, state: /^(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)$/ },
  NZ: { postcode: /^\d{4}$/ },
  IE: { postcode: /^(?:[ACDEFHKNPRTVWXY]\d{2}|D6W) [0-9ACDEFHKNPRTVWXY]{4}$/ },
  CA: {
    postcode: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/,
    state: /^(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)$/,
  },
  FR: { postcode: /^\d{5}$/ },
  ES: { postcode: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/ },
  BR: { postcode: /^\d{5}-\d{3}$/ },
};

const lookup = sandboxAddressLookup();
const find = (country: AddressLookupCountry, query: string) => lookup.find({ query, country, noGroupings: true, limit: 10 });

describe('the sandbox address set', () => {
  it.each(ADDRESS_LOOKUP_COUNTRIES)("has at least 25 varied %s addresses in the country's formats", (country) => {
    const addresses = SANDBOX_ADDRESSES[country];
    expect(addresses.length).toBeGreaterThanOrEqual(25);
    expect(new Set(addresses.map((address) => address.city)).size).toBeGreaterThanOrEqual(5);
    const { postcode, state } = FORMATS[country];
    for (const address of addresses) {
      expect(address.postcode, address.line1).toMatch(postcode);
      if (state) expect(address.state, address.line1).toMatch(state);
      for (const value of [address.line1, address.line2, address.city, address.state]) {
        if (value !== undefined) expect(value).toBe(value.trim());
      }
    }
    const lines = addresses.map((address) => `${address.line1} ${address.line2 ?? ''}`).join('\n');
    expect(lines).toMatch(/[,'.-]/);
  });

  it('covers the District of Columbia and every Australian state and territory', () => {
    expect(SANDBOX_ADDRESSES.US.map((address) => address.state)).toContain('DC');
    expect(SANDBOX_ADDRESSES.US.some((address) => /-\d{4}$/.test(address.postcode))).toBe(true);
    expect(new Set(SANDBOX_ADDRESSES.AU.map((address) => address.state))).toStrictEqual(
      new Set(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']),
    );
  });

  it('holds the lines real services return: commas, apostrophes, full stops and hyphens', () => {
    const everything = Object.values(SANDBOX_ADDRESSES)
      .flat()
      .map((address) => `${address.line1} ${address.line2 ?? ''} ${address.city}`)
      .join('\n');
    for (const mark of [',', "'", '.', '-']) expect(everything).toContain(mark);
  });
});

describe('searchWords', () => {
  it('ignores case, accents and punctuation, and keeps apostrophes inside words', () => {
    expect(searchWords("Flat 2, 14 St. Mary's Road")).toStrictEqual(['flat', '2', '14', 'st', 'marys', 'road']);
    expect(searchWords('Rue du Faubourg Saint-Honoré')).toStrictEqual(['rue', 'du', 'faubourg', 'saint', 'honore']);
    expect(searchWords('Manawatū-Whanganui')).toStrictEqual(['manawatu', 'whanganui']);
    expect(searchWords('3.º izquierda')).toStrictEqual(['3', 'o', 'izquierda']);
  });
});

describe('searchSandbox', () => {
  it('finds the address every word of the query begins', () => {
    expect(searchSandbox('GB', '10 downing', 10)).toStrictEqual([
      { id: 'GB|0001', text: '10 Downing Street', description: 'London SW1A 2AA' },
    ]);
    expect(searchSandbox('GB', 'DOWNING ST', 10).map((result) => result.text)).toStrictEqual([
      '10 Downing Street',
      '11 Downing Street',
    ]);
  });

  it('matches a postcode with or without its space', () => {
    expect(searchSandbox('GB', 'sw1a 2aa', 10).map((result) => result.id)).toStrictEqual(['GB|0001']);
    expect(searchSandbox('GB', 'SW1A2AA', 10).map((result) => result.id)).toStrictEqual(['GB|0001']);
    expect(searchSandbox('BR', '01310200', 10).map((result) => result.text)).toStrictEqual(['Avenida Paulista, 1578, Bela Vista']);
  });

  it('ignores accents and punctuation in the query and the address alike', () => {
    expect(searchSandbox('FR', 'faubourg saint-honore', 10)[0]?.text).toBe(
      "Palais de l'Élysée, 55 Rue du Faubourg Saint-Honoré",
    );
    expect(searchSandbox('NZ', 'manawatu', 10)[0]?.description).toBe('Palmerston North 4410');
    expect(searchSandbox('GB', "st mary's", 10)[0]?.text).toBe("Flat 2, 14 St. Mary's Road, Ealing");
    expect(searchSandbox('GB', 'st marys road', 10)[0]?.text).toBe("Flat 2, 14 St. Mary's Road, Ealing");
  });

  it('matches the town, the state and the region', () => {
    expect(searchSandbox('US', 'wacker chicago il', 10).map((result) => result.description)).toStrictEqual(['Chicago, IL 60606']);
    expect(searchSandbox('AU', 'parliament act', 10).map((result) => result.description)).toStrictEqual(['Canberra ACT 2600']);
    expect(searchSandbox('IE', 'castle co. cork', 10).map((result) => result.text)).toStrictEqual(['Blarney Castle']);
  });

  it('puts whole words and street words first, and keeps the data order between equals', () => {
    const results = searchSandbox('NZ', 'queen', 10).map((result) => result.text);
    expect(results.slice(0, 2)).toStrictEqual(['12 Queen Street, Auckland Central', '42 Queen Street']);
    expect(results).toContain('Queens Park, Queens Drive');
    expect(results.indexOf('Queens Park, Queens Drive')).toBeGreaterThan(1);
  });

  it('answers at most the limit', () => {
    expect(searchSandbox('US', 'street', 10)).toHaveLength(10);
    expect(searchSandbox('US', 'street', 3)).toHaveLength(3);
  });

  it('answers nothing when a word matches nothing, or in another country', () => {
    expect(searchSandbox('GB', '10 downing zzz', 10)).toStrictEqual([]);
    expect(searchSandbox('US', '10 downing', 10)).toStrictEqual([]);
    expect(searchSandbox('GB', '...', 10)).toStrictEqual([]);
  });
});

describe('sandboxAddressLookup', () => {
  it('serves the nine countries', async () => {
    expect(await lookup.countries()).toStrictEqual(['GB', 'US', 'AU', 'NZ', 'IE', 'CA', 'FR', 'ES', 'BR']);
  });

  it("retrieves a suggestion in the address record's fields", async () => {
    const [first] = await find('US', '1600 pennsylvania');
    expect(first).toStrictEqual({ id: 'US|0001', text: '1600 Pennsylvania Avenue NW', description: 'Washington, DC 20500-0003' });
    expect(await lookup.retrieve('US', 'US|0001')).toStrictEqual({
      street_address: '1600 Pennsylvania Avenue NW',
      street_address_cont: null,
      city: 'Washington',
      state: 'DC',
      postal_code: '20500-0003',
      country: 'US',
    });
    expect(await lookup.retrieve('ES', 'ES|0006')).toStrictEqual({
      street_address: 'Calle de Serrano, 41',
      street_address_cont: '3.º izquierda',
      city: 'Madrid',
      state: 'Madrid',
      postal_code: '28001',
      country: 'ES',
    });
  });

  it.each([
    ['GB', 'GB|9999'],
    ['GB', 'US|0001'],
    ['GB', 'GB|1'],
    ['GB', 'nonsense'],
  ] as const)('answers AddressNotFoundError for %s %s', async (country, id) => {
    await expect(lookup.retrieve(country, id)).rejects.toBeInstanceOf(AddressNotFoundError);
  });

  it('fails on purpose', async () => {
    await expect(find('GB', 'Lookup Error please')).rejects.toBeInstanceOf(AddressLookupUnavailableError);
    const results = await find('AU', 'an unretrievable one');
    expect(results).toHaveLength(1);
    await expect(lookup.retrieve('AU', results[0]!.id)).rejects.toBeInstanceOf(AddressLookupUnavailableError);
  });
});
