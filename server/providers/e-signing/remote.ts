/**
 * The adapter for a real e-signing service, over HTTPS with the service's API token. The calls follow the shape
 * the common e-signing APIs share (docs/providers/e-signing.md "The remote service's API"):
 *
 *   POST {base}/documents                      → 201 {"id"}
 *   POST {base}/documents/{id}/signing-link    → 200 {"url"}
 *   GET  {base}/documents/{id}                 → 200 {"status", "signed_at", "signer_name"}
 *   GET  {base}/documents/{id}/sealed-file     → 200 application/pdf, 404 or 409 while not sealed
 *
 * Every call is bounded by the configured timeout; any failure becomes ESigningUnavailableError.
 */
import * as v from 'valibot';
import { E_SIGNING_STATUSES } from '../../../domain/consents/e-signing.schema';
import { callRemoteJson, remoteService, sendRemote } from '../shared/remote-call';
import type { ESigningConfig } from './config';
import { ESigningUnavailableError, type ESigningProvider, type ProviderDocumentStatus } from './provider';

const createdSchema = v.object({ id: v.pipe(v.string(), v.nonEmpty()) });
const linkSchema = v.object({ url: v.pipe(v.string(), v.url()) });
const statusSchema = v.object({
  status: v.picklist(E_SIGNING_STATUSES),
  signed_at: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp())), null),
  signer_name: v.optional(v.nullable(v.string()), null),
});

type RemoteSettings = Pick<ESigningConfig, 'timeoutMs'> & { baseUrl: string; apiToken: string };

export function remoteESigning(settings: RemoteSettings, fetcher: typeof fetch = fetch): ESigningProvider {
  const documentPath = (id: string, rest = '') => `/documents/${encodeURIComponent(id)}${rest}`;

  const key = { ...settings, apiKey: settings.apiToken };
  const service = remoteService('The e-signing service', ESigningUnavailableError, key, 'bearer');

  function json<S extends v.GenericSchema>(schema: S, method: 'GET' | 'POST', path: string, body?: unknown) {
    return callRemoteJson(service, schema, { method, path, body }, fetcher);
  }

  return {
    name: 'remote',
    async createDocument(document) {
      const created = await json(createdSchema, 'POST', '/documents', {
        external_reference: document.reference,
        type: document.type,
        language: document.language,
        title: document.title,
        paragraphs: document.paragraphs,
        signer: document.signer,
      });
      return { id: created.id };
    },
    async signingLink(id, options) {
      const link = await json(linkSchema, 'POST', documentPath(id, '/signing-link'), {
        language: options.language,
        redirect_url: options.returnUrl,
      });
      return link.url;
    },
    async getStatus(id): Promise<ProviderDocumentStatus> {
      const status = await json(statusSchema, 'GET', documentPath(id));
      return {
        status: status.status,
        signedAt: status.signed_at ? new Date(status.signed_at) : null,
        signerName: status.signer_name,
      };
    },
    async getSealedFile(id) {
      const path = documentPath(id, '/sealed-file');
      const response = await sendRemote(service, { method: 'GET', path, accept: 'application/pdf' }, fetcher);
      if (response.status === 404 || response.status === 409) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new ESigningUnavailableError(`The e-signing service answered ${response.status} to GET ${path}.`);
      }
      try {
        return new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        throw new ESigningUnavailableError(`The e-signing service's file for ${id} could not be read.`, {
          cause: error,
        });
      }
    },
  };
}
