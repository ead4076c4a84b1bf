/**
 * Everything the candidate pack shows, loaded once: the reference response exactly as the candidate's
 * GET /oneform/{guid}/ answers it (server/serializers/), the hub's sections in the hub's order (domain/progress.ts),
 * what the providers reported, the consents with their times, and the bytes of every stored file the pack embeds
 * or appends (uploads, the fitness-and-propriety signature, the sealed signed forms).
 */
import { eq } from 'drizzle-orm';
import { documentTypesFor } from '../../../domain/document-types';
import { progress, type Progress } from '../../../domain/progress';
import type { SignedDocumentType } from '../../../domain/provider-status';
import type { Country, ReferenceResponse, UploadedDocument } from '../../../domain/reference-response';
import { serverToday } from '../../../domain/today';
import type { Database } from '../../db/client';
import { listCountries } from '../../db/repositories/countries';
import { sectionCompletionTimes } from '../../db/repositories/org-requests';
import { loadRequestTreeById } from '../../db/repositories/reference-requests';
import { disclosureConsents, eSigningDocuments } from '../../db/schema';
import { contentForExtension, type AcceptedContent } from '../../documents/content-type';
import { loadProviderStates, type ProviderStateMap } from '../../providers/states';
import { providerStatusesFrom } from '../../providers/status';
import { serializeReferenceResponse, serializeUpload } from '../../serializers/reference-response';
import type { FileStorage } from '../../storage/file-storage';

export interface StoredBytes {
  content: AcceptedContent;
  bytes: Uint8Array;
}

export interface PackUpload {
  upload: UploadedDocument;
  uploadedAt: Date;
  /** Null when no file is stored under the row's key (a sandbox request's sample rows). */
  file: StoredBytes | null;
}

export interface PackSignedForm {
  type: SignedDocumentType;
  status: string;
  signerName: string | null;
  signedAt: Date | null;
  sealedAt: Date | null;
  /** The sealed PDF; null until sealed. */
  pdf: Uint8Array | null;
}

export type DisclosureConsent = typeof disclosureConsents.$inferSelect;

export interface PackContent {
  response: ReferenceResponse;
  /** The sections the request needs, in the hub's order, supporting documents last. */
  progress: Progress;
  providerStates: ProviderStateMap;
  uploads: PackUpload[];
  /** Signature images of the fitness-and-propriety answers, by answer id. */
  signatures: ReadonlyMap<number, Uint8Array>;
  signedForms: ReadonlyMap<SignedDocumentType, PackSignedForm>;
  disclosureConsent: DisclosureConsent | null;
  /** When each section last became complete, by section slug (the lifecycle the organisation API reports). */
  sectionCompletedAt: ReadonlyMap<string, Date>;
  /** To name the countries the answers hold by id. */
  countries: readonly Country[];
  generatedAt: Date;
}

async function storedBytes(storage: FileStorage | undefined, key: string): Promise<StoredBytes | null> {
  const content = contentForExtension(key.slice(key.lastIndexOf('.') + 1));
  const bytes = content && storage && (await storage.get(key));
  return content && bytes ? { content, bytes } : null;
}

async function loadSignedForms(db: Database, storage: FileStorage | undefined, responseId: number): Promise<Map<SignedDocumentType, PackSignedForm>> {
  const rows = await db.select().from(eSigningDocuments).where(eq(eSigningDocuments.responseId, responseId));
  const forms = await Promise.all(
    rows.map(async (row): Promise<PackSignedForm> => ({
      type: row.type,
      status: row.status,
      signerName: row.signerName,
      signedAt: row.signedAt,
      sealedAt: row.sealedAt,
      pdf: storage && row.status === 'sealed' && row.fileKey ? await storage.get(row.fileKey) : null,
    })),
  );
  return new Map(forms.map((form) => [form.type, form]));
}

/**
 * The pack's content for a request, or null when the request has no response. Without storage no file is read
 * (every `file`, `pdf` and signature is absent): the candidate's check of their answers needs what was given, not
 * the bytes.
 */
export async function loadPackContent(
  deps: { db: Database; storage?: FileStorage },
  requestId: number,
  now: Date,
): Promise<PackContent | null> {
  const { db, storage } = deps;
  const tree = await loadRequestTreeById(db, requestId);
  const response = tree && serializeReferenceResponse(tree, now);
  const stored = tree?.response;
  if (!response || !stored) return null;

  const providerStates = await loadProviderStates(db, stored.id);
  const hub = progress({
    response,
    providers: providerStatusesFrom(providerStates),
    documentTypes: documentTypesFor(response.reference_request),
    today: serverToday(now),
  });
  const uploads = await Promise.all(
    stored.uploadedDocuments.map(async (row) => ({
      upload: serializeUpload(row),
      uploadedAt: row.createdAt,
      file: await storedBytes(storage, row.path),
    })),
  );
  const signatures = new Map<number, Uint8Array>();
  for (const answer of stored.fitAndProperAnswers) {
    const image = storage && answer.signatureKey ? await storage.get(answer.signatureKey) : null;
    if (image) signatures.set(answer.id, image);
  }
  const [signedForms, [disclosureConsent], countries, sectionCompletedAt] = await Promise.all([
    loadSignedForms(db, storage, stored.id),
    db.select().from(disclosureConsents).where(eq(disclosureConsents.responseId, stored.id)),
    listCountries(db),
    sectionCompletionTimes(db, stored.id),
  ]);
  return {
    response,
    progress: hub,
    providerStates,
    uploads,
    signatures,
    signedForms,
    disclosureConsent: disclosureConsent ?? null,
    sectionCompletedAt,
    countries,
    generatedAt: now,
  };
}
