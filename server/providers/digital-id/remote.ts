/**
 * The adapter for a real digital-identity service, over HTTPS with the service's API key. The calls follow the
 * hosted-session shape the digital-identity networks share (docs/providers/digital-id.md "The remote service's
 * API"):
 *
 *   POST {base}/providers/recommend    {country, language}
 *        → 200 {"recognized", "relevant", "remainder"}
 *   POST {base}/sessions/hosted        {provider, redirect_url, language}
 *        → 200 {"session_id", "launch_url", "results_access_key"}
 *   POST {base}/sessions/{id}/results  {results_access_key}
 *        → 200 {"session": {"id", "done", "success", "error_code"}}
 *
 * The key travels as a bearer token, never in a URL; the results access key only in a body. No message this adapter
 * writes holds either. Every call is bounded by the configured timeout and follows no redirect; an unknown provider
 * is UnknownDigitalIdProviderError, an unknown session (or a key that is not its key) DigitalIdSessionNotFoundError,
 * any other failure DigitalIdUnavailableError.
 */
import * as v from 'valibot';
import { callRemoteJson, type RefusalReading, remoteService } from '../shared/remote-call';
import type { RemoteCallSettings } from '../shared/settings';
import {
  DigitalIdSessionNotFoundError,
  DigitalIdUnavailableError,
  UnknownDigitalIdProviderError,
  type DigitalIdProvider,
  type DigitalIdProviderEntry,
  type RecommendedProviders,
  type SessionResult,
} from './provider';

const text = () => v.pipe(v.string(), v.nonEmpty());
const absoluteUrl = () =>
  v.pipe(
    v.string(),
    v.check((value) => URL.canParse(value) && ['https:', 'http:'].includes(new URL(value).protocol)),
  );

const providerSchema = v.object({
  id: text(),
  name: text(),
  logo_url: v.optional(v.nullable(v.string()), null),
  subtext: v.optional(v.nullable(v.string()), null),
});
const providerListSchema = v.optional(v.array(providerSchema), []);
const recommendSchema = v.object({
  recognized: providerListSchema,
  relevant: providerListSchema,
  remainder: providerListSchema,
});

const hostedSchema = v.object({
  session_id: text(),
  launch_url: absoluteUrl(),
  results_access_key: text(),
});

/** Codes are shown to the candidate as they are when unknown (spec 000 §8), so only plain words pass. */
const ERROR_CODE = /^[A-Za-z0-9_.-]{1,60}$/;

const resultsSchema = v.object({
  session: v.object({
    done: v.boolean(),
    success: v.boolean(),
    error_code: v.optional(v.nullable(v.pipe(v.string(), v.regex(ERROR_CODE))), null),
  }),
});

/** The browser shows logos under `img-src https:`; any other address is dropped rather than shown broken. */
function httpsOrNull(value: string | null): string | null {
  return value && URL.canParse(value) && new URL(value).protocol === 'https:' ? value : null;
}

function entry(provider: v.InferOutput<typeof providerSchema>): DigitalIdProviderEntry {
  return {
    id: provider.id,
    providerId: provider.id,
    name: provider.name,
    logoUrl: httpsOrNull(provider.logo_url),
    subtext: provider.subtext ?? '',
  };
}

export function remoteDigitalId(settings: RemoteCallSettings, fetcher: typeof fetch = fetch): DigitalIdProvider {
  const service = remoteService('The digital ID service', DigitalIdUnavailableError, settings, 'bearer');

  /**
   * The answer of one call; a status of 400 or more becomes what `refused` makes of it. Messages name the call by
   * `label`, the path without the session's id.
   */
  function call<S extends v.GenericSchema>(
    schema: S,
    path: string,
    body: unknown,
    refused?: RefusalReading,
    label = path,
  ): Promise<v.InferOutput<S>> {
    return callRemoteJson(service, schema, { method: 'POST', path, body, label }, fetcher, refused);
  }

  return {
    name: 'remote',
    async recommendedProviders({ country, language }): Promise<RecommendedProviders> {
      const answer = await call(recommendSchema, '/providers/recommend', { country, language });
      return {
        recognized: answer.recognized.map(entry),
        relevant: answer.relevant.map(entry),
        remainder: answer.remainder.map(entry),
      };
    },

    async createHostedSession({ providerId, redirectUrl, language }) {
      const created = await call(
        hostedSchema,
        '/sessions/hosted',
        { provider: providerId, redirect_url: redirectUrl, language },
        (status, code) =>
          status === 400 && code === 'unknown_provider'
            ? new UnknownDigitalIdProviderError('The digital ID service offers no such provider.')
            : null,
      );
      return {
        sessionId: created.session_id,
        launchUrl: created.launch_url,
        resultsAccessKey: created.results_access_key,
      };
    },

    async getSessionResults(sessionId, resultsAccessKey): Promise<SessionResult> {
      const { session } = await call(
        resultsSchema,
        `/sessions/${encodeURIComponent(sessionId)}/results`,
        { results_access_key: resultsAccessKey },
        (status) =>
          status === 404 ? new DigitalIdSessionNotFoundError('The digital ID service has no such session.') : null,
        '/sessions/{id}/results',
      );
      const failed = session.done && !session.success;
      // A failure the service gives no code for is one that fits no other code (spec 000 §8 "Other").
      return {
        done: session.done,
        success: session.done && session.success,
        errorCode: failed ? (session.error_code ?? 'Other') : null,
      };
    },
  };
}
