/**
 * The adapter for a real hosted document-scan service, over HTTPS with the service's key. The calls follow the
 * shape the common hosted identity checks share (docs/providers/document-scan.md "The remote service's API"):
 *
 *   POST {base}/verifications       {reference, redirect_url, language} → 201 {"id", "url"}
 *   GET  {base}/verifications/{id}  → 200 {"id", "reference", "status", "abandoned"}
 *
 * The outcome is always fetched from the service, never taken from the candidate's browser: the return to our
 * page carries nothing we read. A report must name the verification and our reference it was asked about, so a
 * service mix-up cannot hand one candidate another's result. The key travels in the X-Api-Key header, never in a
 * URL; no message this adapter writes holds it. Every call is bounded by the configured timeout; any failure is a
 * DocumentScanUnavailableError.
 */
import * as v from 'valibot';
import { callRemoteJson, remoteService } from '../shared/remote-call';
import type { RemoteCallSettings } from '../shared/settings';
import { DocumentScanUnavailableError, type DocumentScanProvider, type VerificationReport } from './provider';

/** The hosted page the browser is sent to: an http(s) address, nothing a browser would run. */
const pageUrl = () =>
  v.pipe(
    v.string(),
    v.url(),
    v.check((value) => ['https:', 'http:'].includes(new URL(value).protocol)),
  );

const createdSchema = v.object({ id: v.pipe(v.string(), v.nonEmpty()), url: pageUrl() });

const reportSchema = v.object({
  id: v.string(),
  reference: v.string(),
  status: v.pipe(v.string(), v.toLowerCase(), v.regex(/^[a-z][a-z0-9_]{0,39}$/)),
  abandoned: v.optional(v.boolean(), false),
});

export function remoteDocumentScan(settings: RemoteCallSettings, fetcher: typeof fetch = fetch): DocumentScanProvider {
  const service = remoteService('The document scan service', DocumentScanUnavailableError, settings);

  function call<S extends v.GenericSchema>(
    schema: S,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<v.InferOutput<S>> {
    return callRemoteJson(service, schema, { method, path, body }, fetcher);
  }

  return {
    name: 'remote',
    async createVerification({ reference, returnUrl, language }) {
      const created = await call(createdSchema, 'POST', '/verifications', {
        reference,
        redirect_url: returnUrl,
        language,
      });
      return { id: created.id, link: created.url };
    },
    async getReport({ id, reference }): Promise<VerificationReport> {
      const path = `/verifications/${encodeURIComponent(id)}`;
      const report = await call(reportSchema, 'GET', path);
      if (report.id !== id || report.reference !== reference) {
        throw new DocumentScanUnavailableError(
          `The document scan service answered GET ${path} about another verification.`,
        );
      }
      return { status: report.status, abandoned: report.abandoned };
    },
  };
}
