/**
 * The adapter for a real address service, over HTTPS with the service's key. The calls follow the find / retrieve
 * shape the common commercial address services share (docs/providers/address-lookup.md "The remote service's
 * API"):
 *
 *   GET  {base}/countries                                  → 200 {"countries": [{"code", "name"}]}
 *   POST {base}/find     {query, country, no_groupings, limit} → 200 {"results": [{"id", "type", "text", "description"}]}
 *   POST {base}/retrieve {country, id}                     → 200 {"address": {...}}, 404 for an unknown id
 *
 * The key travels in the X-Api-Key header of every call, never in a URL, so no access log along the way keeps it;
 * no message this adapter writes holds it or the candidate's query. Every call is bounded by the configured
 * timeout; any other failure becomes AddressLookupUnavailableError.
 */
import * as v from 'valibot';
import type { AddressLookupCountry, AddressSuggestion, LookedUpAddress } from '../../../domain/address-lookup';
import { callRemoteJson, remoteService } from '../shared/remote-call';
import type { RemoteCallSettings } from '../shared/settings';
import {
  AddressLookupUnavailableError,
  AddressNotFoundError,
  type AddressFind,
  type AddressLookupProvider,
} from './provider';

const text = () => v.pipe(v.string(), v.nonEmpty());
const optionalText = () =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => (value?.trim() ? value.trim() : null)),
  );

const countriesSchema = v.object({ countries: v.array(v.object({ code: v.string() })) });

const findSchema = v.object({
  results: v.array(
    v.object({
      id: text(),
      /** A group (a street, a building) is opened with another find; only addresses are answered. */
      type: v.optional(v.string(), 'address'),
      text: text(),
      description: v.optional(v.string(), ''),
    }),
  ),
});

const retrieveSchema = v.object({
  address: v.object({
    line1: text(),
    line2: optionalText(),
    city: text(),
    region: optionalText(),
    region_code: optionalText(),
    postal_code: v.string(),
  }),
});

/** Countries whose address record keeps the state's postal abbreviation rather than its name. */
const ABBREVIATED_STATES: ReadonlySet<AddressLookupCountry> = new Set(['US', 'AU', 'CA']);

/** A service's country list changes with its contracts, not by the minute: every address step asks for it. */
export const COUNTRIES_CACHE_MS = 60 * 60 * 1000;

export function remoteAddressLookup(
  settings: RemoteCallSettings,
  fetcher: typeof fetch = fetch,
  now: () => number = Date.now,
): AddressLookupProvider {
  let countries: { codes: string[]; until: number } | null = null;

  const service = remoteService('The address service', AddressLookupUnavailableError, settings);

  /** The answer of one call; a status other than 2xx (404 excepted when asked) is AddressLookupUnavailableError. */
  function call<S extends v.GenericSchema>(
    schema: S,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    notFound?: () => Error,
  ): Promise<v.InferOutput<S>> {
    return callRemoteJson(service, schema, { method, path, body }, fetcher, (status) =>
      status === 404 && notFound ? notFound() : null,
    );
  }

  return {
    name: 'remote',
    /** Kept for an hour once answered; a failure is not kept, so the next step asks again. */
    async countries() {
      if (countries && now() < countries.until) return countries.codes;
      const answer = await call(countriesSchema, 'GET', '/countries');
      const codes = answer.countries.map((country) => country.code.trim().toUpperCase());
      countries = { codes, until: now() + COUNTRIES_CACHE_MS };
      return codes;
    },
    async find({ query, country, noGroupings, limit }: AddressFind): Promise<AddressSuggestion[]> {
      const answer = await call(findSchema, 'POST', '/find', { query, country, no_groupings: noGroupings, limit });
      return answer.results
        .filter((result) => result.type === 'address')
        .slice(0, limit)
        .map((result) => ({ id: result.id, text: result.text, description: result.description }));
    },
    async retrieve(country, id): Promise<LookedUpAddress> {
      const { address } = await call(
        retrieveSchema,
        'POST',
        '/retrieve',
        { country, id },
        () => new AddressNotFoundError(`The address service has no address for this id in ${country}.`),
      );
      return {
        street_address: address.line1,
        street_address_cont: address.line2,
        city: address.city,
        state: ABBREVIATED_STATES.has(country) ? (address.region_code ?? address.region) : address.region,
        postal_code: address.postal_code.trim(),
        country,
      };
    },
  };
}
