/**
 * The adapter for a real screening service, over HTTPS with the service's key (docs/providers/screening.md "The
 * remote service's API"):
 *
 *   POST {base}/widget-sessions  {reference, check, language}
 *     → 201 {"authentication_token", "business_id", "customer_id", "service_id", "widget_url"}
 *   POST {base}/registrations    {reference, check, registration_id, data}  → 201 {"registration_id", "reference"}
 *
 * The widget's address must be on the configured widget origin (SCREENING_WIDGET_ORIGIN), the only one the SPA
 * frames and takes messages from; a registration's answer must name the registration and our reference. The key
 * travels in the X-Api-Key header, never in a URL; no message this adapter writes holds it. Every call is bounded
 * by the configured timeout; any failure is a ScreeningUnavailableError.
 */
import * as v from 'valibot';
import { callRemoteJson, remoteService } from '../shared/remote-call';
import type { RemoteCallSettings } from '../shared/settings';
import { ScreeningUnavailableError, type ScreeningProvider } from './provider';

const id = () => v.pipe(v.string(), v.nonEmpty(), v.maxLength(500));

const sessionSchema = v.object({
  authentication_token: id(),
  business_id: id(),
  customer_id: id(),
  service_id: id(),
  widget_url: v.pipe(v.string(), v.url()),
});

const registeredSchema = v.object({ registration_id: v.string(), reference: v.string() });

type RemoteSettings = RemoteCallSettings & { widgetOrigin: string };

export function remoteScreening(settings: RemoteSettings, fetcher: typeof fetch = fetch): ScreeningProvider {
  const service = remoteService('The screening service', ScreeningUnavailableError, settings);

  const post = <S extends v.GenericSchema>(schema: S, path: string, body: unknown) =>
    callRemoteJson(service, schema, { method: 'POST', path, body }, fetcher);

  return {
    name: 'remote',
    async accountDetails({ reference, check, language }) {
      const session = await post(sessionSchema, '/widget-sessions', { reference, check, language });
      if (new URL(session.widget_url).origin !== settings.widgetOrigin) {
        throw new ScreeningUnavailableError(
          'The screening service answered POST /widget-sessions with a widget address on another origin.',
        );
      }
      return {
        authenticationToken: session.authentication_token,
        businessId: session.business_id,
        customerId: session.customer_id,
        serviceId: session.service_id,
        widgetUrl: session.widget_url,
      };
    },
    async register({ reference, check, data }) {
      const answer = await post(registeredSchema, '/registrations', {
        reference,
        check,
        registration_id: data.registration_id,
        data,
      });
      if (answer.registration_id !== data.registration_id || answer.reference !== reference) {
        throw new ScreeningUnavailableError('The screening service answered POST /registrations about another registration.');
      }
    },
  };
}
