/**
 * The adapter for a real income-verification (tax-account) service, over HTTPS with the service's key
 * (docs/providers/employment-verification.md "The remote service's API"):
 *
 *   POST {base}/orders                {reference, redirect_url, language} → 201 {"id", "app_url"}
 *   GET  {base}/orders/{id}           → 200 {"id", "reference", "status"}
 *   POST {base}/orders/{id}/decline   {reference, reason, notes} → 200 {"id", "reference", "status"}
 *
 * The outcome is always fetched from the service, never taken from the candidate's browser. A report must name the
 * order and our reference it was asked about, so a service mix-up cannot hand one candidate another's result. The
 * page the step embeds must be on the configured app origin, the only one the SPA's Content-Security-Policy lets
 * frames come from. The key travels in the X-Api-Key header, never in a URL; no message this adapter writes holds
 * it. Every call is bounded by the configured timeout; any failure is an EmploymentVerificationUnavailableError.
 */
import * as v from 'valibot';
import { callRemoteJson, remoteService } from '../shared/remote-call';
import type { RemoteCallSettings } from '../shared/settings';
import {
  EmploymentVerificationUnavailableError,
  type EmploymentVerificationProvider,
  type OrderReport,
} from './provider';

const reportSchema = v.object({
  id: v.string(),
  reference: v.string(),
  status: v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z][A-Z0-9_]{0,39}$/)),
});

type RemoteSettings = RemoteCallSettings & { appOrigin: string };

export function remoteEmploymentVerification(
  settings: RemoteSettings,
  fetcher: typeof fetch = fetch,
): EmploymentVerificationProvider {
  const service = remoteService(
    'The employment verification service',
    EmploymentVerificationUnavailableError,
    settings,
  );

  /** The embedded page: an http(s) address on the app origin, nothing a browser would run or the CSP would block. */
  const createdSchema = v.object({
    id: v.pipe(v.string(), v.nonEmpty()),
    app_url: v.pipe(
      v.string(),
      v.url(),
      v.check((value) => {
        const url = new URL(value);
        return ['https:', 'http:'].includes(url.protocol) && url.origin === settings.appOrigin;
      }),
    ),
  });

  function call<S extends v.GenericSchema>(schema: S, method: 'GET' | 'POST', path: string, body?: unknown) {
    return callRemoteJson(service, schema, { method, path, body }, fetcher);
  }

  /** A report about the order asked about, else the service is not to be believed. */
  function checked(report: v.InferOutput<typeof reportSchema>, id: string, reference: string, path: string): OrderReport {
    if (report.id !== id || report.reference !== reference) {
      throw new EmploymentVerificationUnavailableError(
        `The employment verification service answered ${path} about another order.`,
      );
    }
    return { status: report.status };
  }

  return {
    name: 'remote',
    async createOrder({ reference, returnUrl, language }) {
      const created = await call(createdSchema, 'POST', '/orders', { reference, redirect_url: returnUrl, language });
      return { id: created.id, appUrl: created.app_url };
    },
    async getOrder({ id, reference }) {
      const path = `/orders/${encodeURIComponent(id)}`;
      return checked(await call(reportSchema, 'GET', path), id, reference, `GET ${path}`);
    },
    async declineOrder({ id, reference, reason, notes }) {
      const path = `/orders/${encodeURIComponent(id)}/decline`;
      return checked(await call(reportSchema, 'POST', path, { reference, reason, notes }), id, reference, `POST ${path}`);
    },
  };
}
