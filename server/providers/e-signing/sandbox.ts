/**
 * The sandbox e-signing service (the default adapter): it behaves like a real service from the candidate's side,
 * but its "service" is our own server. Documents live in e_signing_documents under our guid, the signing link is
 * our sandbox page (server/routes/sandbox-e-signing.ts), and the sealed file is the PDF the sandbox wrote to
 * storage. A tester can make it fail: creating every document (E_SIGNING_SANDBOX_FAIL=create), signing every
 * document (=sign), or one signing attempt (the page's fail flag or its "Simulate a failure" button).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eSigningDocuments } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import type { SandboxFailure } from './config';
import { ESigningUnavailableError, type ESigningProvider } from './provider';

export const SANDBOX_PAGE_PATH = '/sandbox/e-signing';

/** A same-origin address as a path, so the sandbox page only ever returns within our own site. */
function pathOnOrigin(url: string, publicUrl: string): string | null {
  const origin = new URL(publicUrl).origin;
  const parsed = new URL(url, origin);
  return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : null;
}

export function sandboxESigning(deps: {
  db: Database;
  storage: FileStorage;
  publicUrl: string;
  failure: SandboxFailure;
}): ESigningProvider {
  async function find(id: string) {
    const [row] = await deps.db
      .select()
      .from(eSigningDocuments)
      .where(eq(eSigningDocuments.providerDocumentId, id))
      .limit(1);
    if (!row || row.provider !== 'sandbox') throw new ESigningUnavailableError(`The sandbox has no document ${id}.`);
    return row;
  }

  return {
    name: 'sandbox',
    async createDocument(document) {
      if (deps.failure === 'create')
        throw new ESigningUnavailableError('The sandbox was told to fail creating documents.');
      return { id: document.reference };
    },
    async signingLink(id, options) {
      const query = new URLSearchParams({ lang: options.language });
      const back = options.returnUrl && pathOnOrigin(options.returnUrl, deps.publicUrl);
      if (back) query.set('return', back);
      if (options.forceFailure) query.set('fail', '1');
      return `${deps.publicUrl}${SANDBOX_PAGE_PATH}/${encodeURIComponent(id)}?${query.toString()}`;
    },
    async getStatus(id) {
      const row = await find(id);
      return { status: row.status, signedAt: row.signedAt, signerName: row.signerName };
    },
    async getSealedFile(id) {
      const row = await find(id);
      return row.status === 'sealed' && row.fileKey ? deps.storage.get(row.fileKey) : null;
    },
  };
}
