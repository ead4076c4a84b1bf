/**
 * The adapter for a real credit reference service, over HTTPS with the service's key
 * (docs/providers/credit-check.md "The remote service's API"):
 *
 *   POST {base}/searches       {reference, first_name, middle_name, last_name, date_of_birth, address} → 201 {"id"}
 *   GET  {base}/searches/{id}  → 200 {"id", "reference", "status"}
 *
 * The status is always fetched from the service by the server, never taken from the candidate's browser. A report
 * must name the search and our reference it was asked about, so a service mix-up cannot hand one candidate
 * another's result. The key travels in the X-Api-Key header, never in a URL; no message this adapter writes holds
 * it. Every call is bounded by the configured timeout; any failure is a CreditCheckUnavailableError.
 */
import * as v from 'valibot';
import { callRemoteJson, remoteService } from '../shared/remote-call';
import type { RemoteCallSettings } from '../shared/settings';
import { CreditCheckUnavailableError, type CreditCheckProvider } from './provider';

const startedSchema = v.object({ id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)) });

const reportSchema = v.object({
  id: v.string(),
  reference: v.string(),
  status: v.pipe(v.string(), v.toLowerCase(), v.regex(/^[a-z][a-z0-9_]{0,39}$/)),
});

export function remoteCreditCheck(settings: RemoteCallSettings, fetcher: typeof fetch = fetch): CreditCheckProvider {
  const service = remoteService('The credit check service', CreditCheckUnavailableError, settings);

  return {
    name: 'remote',
    async startSearch({ reference, person }) {
      const { address } = person;
      const body = {
        reference,
        first_name: person.firstName,
        middle_name: person.middleName,
        last_name: person.lastName,
        date_of_birth: person.dateOfBirth,
        address: {
          street_address: address.streetAddress,
          street_address_cont: address.streetAddressCont,
          city: address.city,
          state: address.state,
          postal_code: address.postalCode,
          country: address.countryCode,
        },
      };
      const started = await callRemoteJson(service, startedSchema, { method: 'POST', path: '/searches', body }, fetcher);
      return { id: started.id };
    },
    async getStatus({ id, reference }) {
      const path = `/searches/${encodeURIComponent(id)}`;
      const report = await callRemoteJson(service, reportSchema, { method: 'GET', path }, fetcher);
      if (report.id !== id || report.reference !== reference) {
        throw new CreditCheckUnavailableError(`The credit check service answered GET ${path} about another search.`);
      }
      return { status: report.status };
    },
  };
}
