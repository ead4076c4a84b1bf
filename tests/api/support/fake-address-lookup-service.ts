/**
 * A small stand-in for a real keyed address service, on 127.0.0.1 and a free port, speaking the API the remote
 * adapter calls (server/providers/address-lookup/remote.ts, docs/providers/address-lookup.md). It knows a handful
 * of addresses and one group, checks the key, and can be made to fail, answer nonsense or hang. Everything ends
 * with close(), hanging calls included.
 */
import {
  apiKeyCredential,
  describedFailures,
  failure,
  json,
  startFakeHttpService,
  type FakeApiKeyCall,
  type FakeHttpService,
} from './fake-http-service';

export interface FakeAddress {
  id: string;
  country: string;
  text: string;
  description: string;
  address: {
    line1: string;
    line2: string | null;
    city: string;
    region: string | null;
    region_code: string | null;
    postal_code: string;
  };
}

export const FAKE_ADDRESSES: readonly FakeAddress[] = [
  {
    id: 'GB|RM|A|52345678',
    country: 'GB',
    text: '10 Downing Street',
    description: 'London SW1A 2AA',
    address: {
      line1: '10 Downing Street',
      line2: null,
      city: 'London',
      region: 'Greater London',
      region_code: null,
      postal_code: 'SW1A 2AA',
    },
  },
  {
    id: 'GB|RM|A|52345679',
    country: 'GB',
    text: '11 Downing Street',
    description: 'London SW1A 2AB',
    address: {
      line1: '11 Downing Street',
      line2: '',
      city: 'London',
      region: 'Greater London',
      region_code: null,
      postal_code: 'SW1A 2AB',
    },
  },
  {
    id: 'US|US|B|Z123456789',
    country: 'US',
    text: '1600 Pennsylvania Avenue NW',
    description: 'Washington, DC 20500',
    address: {
      line1: '1600 Pennsylvania Avenue NW',
      line2: null,
      city: 'Washington',
      region: 'District of Columbia',
      region_code: 'DC',
      postal_code: '20500-0003',
    },
  },
];

export interface FakeAddressLookupService extends FakeHttpService<FakeApiKeyCall> {
  key: string;
}

export async function startFakeAddressLookupService(key = 'fake-address-key-0123'): Promise<FakeAddressLookupService> {
  const service = await startFakeHttpService<FakeApiKeyCall>({
    basePath: '/v1',
    ...apiKeyCredential(key),
    ...describedFailures(),
    truncatedJson: '{"results": [',
    route: ({ method, path, body }) => {
      if (method === 'GET' && path === '/countries') {
        return json(200, {
          countries: [
            { code: 'GB', name: 'United Kingdom' },
            { code: 'us', name: 'United States' },
            { code: 'DE', name: 'Germany' },
          ],
        });
      }
      if (method === 'POST' && path === '/find') {
        const query = String(body.query ?? '').toLowerCase();
        const words = query.split(/\s+/).filter(Boolean);
        const addresses = FAKE_ADDRESSES.filter(
          (entry) =>
            entry.country === body.country &&
            words.every((word) => `${entry.text} ${entry.description}`.toLowerCase().includes(word)),
        ).map((entry) => ({ id: entry.id, type: 'address', text: entry.text, description: entry.description }));
        // A street holding several addresses, as the commercial services group them unless told not to.
        const groups =
          body.no_groupings === false && body.country === 'GB' && query.includes('downing')
            ? [{ id: 'GB|RM|ENG|STREET-DOWNING', type: 'group', text: 'Downing Street', description: 'London SW1A - 2 addresses' }]
            : [];
        const limit = typeof body.limit === 'number' ? body.limit : 10;
        return json(200, { results: [...groups, ...addresses].slice(0, limit) });
      }
      if (method === 'POST' && path === '/retrieve') {
        const entry = FAKE_ADDRESSES.find((candidate) => candidate.id === body.id && candidate.country === body.country);
        if (!entry) return json(404, failure('not_found', 'No address has this id.'));
        return json(200, { address: { ...entry.address, country: entry.country } });
      }
      return json(404, failure('not_found', 'No such call.'));
    },
  });
  return Object.assign(service, { key });
}
