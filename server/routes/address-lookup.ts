/**
 * Address lookup (spec 000 §7 "Address lookup (external keyed service)"): our three calls in front of the address
 * service, so the browser never holds the service's key (docs/api.md "Address lookup"):
 *
 * - GET  /address-lookup/countries/  → {countries}
 * - POST /address-lookup/find/       {query, country, no_groupings} → {results}, at most 10, best first
 * - POST /address-lookup/retrieve/   {country, id} → {address}
 *
 * Each takes the candidate's token, and refuses with the write lock's 409 once the request is done, expired or
 * withdrawn: the addresses are only ever wanted to fill the form. Each is rate-limited per candidate (per token
 * hash), before its body is read. The service failing or not answering is 502; an id naming no address, 404.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  ADDRESS_LOOKUP_COUNTRIES,
  ADDRESS_LOOKUP_MAX_RESULTS,
  addressFindSchema,
  addressRetrieveSchema,
  type AddressCountriesAnswer,
  type AddressFindAnswer,
  type AddressRetrieveAnswer,
} from '../../domain/address-lookup';
import type { AppDeps, AppEnv } from '../app-env';
import { requireCandidate, requireTokenHash } from '../auth/candidate-auth';
import { DETAILS, detailError, parseOrThrow } from '../errors';
import { readJsonObject } from '../http';
import { createRateLimiter, rateLimit } from '../middleware/rate-limit';
import { writeRefusal } from '../requests/write-lock';
import { addressLookupFor } from '../providers/address-lookup/adapters';
import { AddressLookupUnavailableError, AddressNotFoundError } from '../providers/address-lookup/provider';

const ADDRESS_SERVICE_UNAVAILABLE = 'The address service is not available.';

const MINUTE_MS = 60_000;

/** Calls per candidate per minute: a find per typed pause, a retrieve per picked address, countries once per page. */
export const ADDRESS_LOOKUP_RATES = {
  countries: { limit: 120, windowMs: MINUTE_MS },
  find: { limit: 60, windowMs: MINUTE_MS },
  retrieve: { limit: 30, windowMs: MINUTE_MS },
} as const;

export function addressLookupRoutes({ db, config, logger, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const provider = addressLookupFor(config);
  const limiter = (name: keyof typeof ADDRESS_LOOKUP_RATES) =>
    rateLimit<AppEnv>(createRateLimiter({ ...ADDRESS_LOOKUP_RATES[name], now }), (c) =>
      requireTokenHash(c.req.header('authorization')),
    );

  /** A candidate whose request may still change. */
  const candidate: MiddlewareHandler<AppEnv> = async (c, next) => {
    const record = await requireCandidate(db, c.req.header('authorization'));
    const refusal = writeRefusal(record, now());
    if (refusal) throw detailError(409, refusal);
    await next();
  };

  /** The service's answer, or the API's 502 (logged without the query, the address or the key) or 404. */
  async function ask<T>(c: Context<AppEnv>, call: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AddressNotFoundError) throw detailError(404, DETAILS.notFound);
      if (error instanceof AddressLookupUnavailableError) {
        logger.warn('address lookup failed', {
          request_id: c.get('requestId'),
          provider: provider.name,
          call,
          reason: error.message,
        });
        throw detailError(502, ADDRESS_SERVICE_UNAVAILABLE);
      }
      throw error;
    }
  }

  routes.get('/address-lookup/countries/', candidate, limiter('countries'), async (c) => {
    const served = new Set(await ask(c, 'countries', () => provider.countries()));
    const answer: AddressCountriesAnswer = { countries: ADDRESS_LOOKUP_COUNTRIES.filter((code) => served.has(code)) };
    return c.json(answer);
  });

  routes.post('/address-lookup/find/', candidate, limiter('find'), async (c) => {
    const input = parseOrThrow(addressFindSchema, await readJsonObject(c));
    const results = await ask(c, 'find', () =>
      provider.find({
        query: input.query,
        country: input.country,
        noGroupings: input.no_groupings,
        limit: ADDRESS_LOOKUP_MAX_RESULTS,
      }),
    );
    const answer: AddressFindAnswer = { results: results.slice(0, ADDRESS_LOOKUP_MAX_RESULTS) };
    return c.json(answer);
  });

  routes.post('/address-lookup/retrieve/', candidate, limiter('retrieve'), async (c) => {
    const input = parseOrThrow(addressRetrieveSchema, await readJsonObject(c));
    const address = await ask(c, 'retrieve', () => provider.retrieve(input.country, input.id));
    const answer: AddressRetrieveAnswer = { address };
    return c.json(answer);
  });

  return routes;
}
