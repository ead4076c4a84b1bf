/**
 * The e-signing documents of a response (e_signing_documents) and their life: created at the service for one
 * document type, signed, then sealed, when the sealed PDF is kept in storage and the provider state the status
 * endpoint reads (signed_document.{type}, server/providers/states.ts) says signed and sealed. The same steps serve
 * both adapters: the sandbox page signs through signInSandbox, a remote document is brought up to date by
 * refreshDocument (on the candidate's return, the service's callback, or a read of its link).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { E_SIGNING_ENDED_STATUSES, type ESigningStatus } from '../../../domain/consents/e-signing.schema';
import { isLanguage, type Language } from '../../../domain/locales';
import type { SignedDocumentType } from '../../../domain/provider-status';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { CANDIDATE_COLUMNS, type CandidateRecord } from '../../db/repositories/reference-requests';
import { companies, eSigningDocuments, referenceRequests, referenceResponses } from '../../db/schema';
import { lockedWrite } from '../../requests/write-lock';
import { fileStorageFor, type FileStorage } from '../../storage/file-storage';
import { signedDocumentKind, writeProviderState } from '../states';
import { SANDBOX_E_SIGNING } from './config';
import { renderSignedCopy } from './pdf';
import type { ESigningProvider } from './provider';
import { remoteESigning } from './remote';
import { sandboxESigning } from './sandbox';
import { documentText, textsFor } from './texts';

export type ESigningDocument = typeof eSigningDocuments.$inferSelect;

/** The document with what its pages and its PDF name: the request's state, its organisation and candidate. */
export interface DocumentRecord {
  document: ESigningDocument;
  owner: CandidateRecord & { companyName: string; candidateName: string; candidateEmail: string };
}

export interface ESigning {
  db: Database;
  provider: ESigningProvider;
  storage: FileStorage;
  publicUrl: string;
  now: () => Date;
}

/** The adapter the configuration names (the sandbox unless E_SIGNING_PROVIDER=remote), with its storage. */
export function eSigningFor({ db, config, now }: { db: Database; config: Config; now: () => Date }): ESigning {
  const settings = config.eSigning ?? SANDBOX_E_SIGNING;
  const storage = fileStorageFor(config);
  const provider =
    settings.provider === 'remote' && settings.baseUrl && settings.apiToken
      ? remoteESigning({ baseUrl: settings.baseUrl, apiToken: settings.apiToken, timeoutMs: settings.timeoutMs })
      : sandboxESigning({ db, storage, publicUrl: config.publicUrl, failure: settings.sandboxFailure });
  return { db, provider, storage, publicUrl: config.publicUrl, now };
}

/** Where the candidate opens a document: our own address, which sends them on to the service's signing link. */
const ESIGNING_PATH = '/e-signing';
export const documentLink = (publicUrl: string, guid: string) => `${publicUrl}${ESIGNING_PATH}/${guid}`;

const languageOf = (document: ESigningDocument): Language => (isLanguage(document.language) ? document.language : 'en');

/** Storage keys: one folder per response, named by the response's and the document's guids. */
const sealedFileKey = (responseGuid: string, document: ESigningDocument) =>
  `e-signing/${responseGuid}/${document.type}-${document.guid}.pdf`;
const signatureKey = (responseGuid: string, document: ESigningDocument) =>
  `e-signing/${responseGuid}/${document.type}-${document.guid}-signature.png`;

const ownerColumns = {
  ...CANDIDATE_COLUMNS,
  companyName: companies.name,
  candidateFirstName: referenceRequests.candidateFirstName,
  candidateLastName: referenceRequests.candidateLastName,
  candidateEmail: referenceRequests.candidateEmail,
};

async function loadRecord(db: Database, where: ReturnType<typeof eq>): Promise<DocumentRecord | undefined> {
  const [row] = await db
    .select({ document: eSigningDocuments, owner: ownerColumns })
    .from(eSigningDocuments)
    .innerJoin(referenceResponses, eq(referenceResponses.id, eSigningDocuments.responseId))
    .innerJoin(referenceRequests, eq(referenceRequests.id, referenceResponses.requestId))
    .innerJoin(companies, eq(companies.id, referenceRequests.companyId))
    .where(where)
    .limit(1);
  if (!row) return undefined;
  const { candidateFirstName, candidateLastName, ...owner } = row.owner;
  return { document: row.document, owner: { ...owner, candidateName: `${candidateFirstName} ${candidateLastName}` } };
}

export const findDocumentByGuid = (db: Database, guid: string) => loadRecord(db, eq(eSigningDocuments.guid, guid));

export async function findDocument(db: Database, responseId: number, type: SignedDocumentType) {
  const [row] = await db
    .select()
    .from(eSigningDocuments)
    .where(and(eq(eSigningDocuments.responseId, responseId), eq(eSigningDocuments.type, type)))
    .limit(1);
  return row;
}

/** The document's request and organisation, as its text names them. */
async function ownerNames(db: Database, requestId: number) {
  const [row] = await db
    .select({
      company: companies.name,
      firstName: referenceRequests.candidateFirstName,
      lastName: referenceRequests.candidateLastName,
      email: referenceRequests.candidateEmail,
    })
    .from(referenceRequests)
    .innerJoin(companies, eq(companies.id, referenceRequests.companyId))
    .where(eq(referenceRequests.id, requestId))
    .limit(1);
  if (!row) throw new Error(`Request ${requestId} does not exist.`);
  return { company: row.company, candidate: `${row.firstName} ${row.lastName}`, email: row.email };
}

/**
 * The response's document of this type, created at the service when there is none yet, or when the last one was
 * declined or failed (then it is replaced, under a new guid, so its old link leads nowhere).
 */
export async function ensureDocument(
  signing: ESigning,
  candidate: Pick<CandidateRecord, 'requestId' | 'responseId'>,
  type: SignedDocumentType,
  language: Language,
): Promise<{ document: ESigningDocument; created: boolean }> {
  const existing = await findDocument(signing.db, candidate.responseId, type);
  if (existing && !E_SIGNING_ENDED_STATUSES.includes(existing.status)) return { document: existing, created: false };

  const names = await ownerNames(signing.db, candidate.requestId);
  const text = documentText(type, language, names);
  const guid = randomUUID();
  const { id } = await signing.provider.createDocument({
    reference: guid,
    type,
    language,
    title: text.title,
    paragraphs: [...text.paragraphs, text.declaration],
    signer: { name: names.candidate, email: names.email },
  });
  const now = signing.now();
  const fresh = {
    guid,
    provider: signing.provider.name,
    providerDocumentId: id,
    status: 'pending' as const,
    language,
    signerName: null,
    signedAt: null,
    sealedAt: null,
    fileKey: null,
    updatedAt: now,
  };
  // Kept under the response's lock, so a document cannot be added to a response completed while it was created.
  return lockedWrite(signing.db, candidate, now, async (tx) => {
    const [document] = existing
      ? await tx.update(eSigningDocuments).set(fresh).where(eq(eSigningDocuments.id, existing.id)).returning()
      : await tx
          .insert(eSigningDocuments)
          .values({ ...fresh, responseId: candidate.responseId, type, createdAt: now })
          .onConflictDoNothing()
          .returning();
    // Two first requests at once: the other one's document stands.
    if (!document) {
      const winner = await findDocument(tx, candidate.responseId, type);
      if (!winner) throw new Error('The e-signing document could not be created.');
      return { document: winner, created: false };
    }
    return { document, created: true };
  });
}

async function setStatus(db: Database, document: ESigningDocument, changes: Partial<ESigningDocument>, now: Date) {
  const [updated] = await db
    .update(eSigningDocuments)
    .set({ ...changes, updatedAt: now })
    .where(eq(eSigningDocuments.id, document.id))
    .returning();
  return updated ?? document;
}

/** Keeps the sealed file and marks the document sealed, with the provider state, in one transaction. */
async function storeSealed(
  signing: ESigning,
  record: DocumentRecord,
  file: Uint8Array,
  signed: Partial<ESigningDocument>,
) {
  const { document, owner } = record;
  const key = sealedFileKey(owner.responseGuid, document);
  await signing.storage.put(key, file);
  const now = signing.now();
  return signing.db.transaction(async (tx) => {
    const sealed = await setStatus(tx, document, { ...signed, status: 'sealed', sealedAt: now, fileKey: key }, now);
    await writeProviderState(tx, owner.responseId, signedDocumentKind(document.type), { signed_and_sealed: true }, now);
    return sealed;
  });
}

/** The sandbox's seal: the signed copy as a PDF, from what the candidate signed with. */
async function sealInSandbox(signing: ESigning, record: DocumentRecord): Promise<ESigningDocument> {
  const { document, owner } = record;
  const language = languageOf(document);
  const texts = textsFor(language);
  const pdf = await renderSignedCopy({
    text: documentText(document.type, language, { company: owner.companyName, candidate: owner.candidateName }),
    page: texts.page,
    language,
    company: owner.companyName,
    signerName: document.signerName ?? owner.candidateName,
    signedAt: document.signedAt ?? signing.now(),
    reference: document.guid,
    signaturePng: await signing.storage.get(signatureKey(owner.responseGuid, document)),
    sandbox: true,
  });
  return storeSealed(signing, record, pdf, {});
}

/**
 * The candidate signed on the sandbox page: the document is marked signed, then sealed at once (the sandbox has
 * nothing to wait for, and tests stay deterministic). A drawn signature is kept beside the document, so a seal
 * that failed half-way can be made again from it.
 */
export async function signInSandbox(
  signing: ESigning,
  record: DocumentRecord,
  signature: { name: string; png: Uint8Array | null },
): Promise<ESigningDocument> {
  const { document, owner } = record;
  if (signature.png) await signing.storage.put(signatureKey(owner.responseGuid, document), signature.png);
  const now = signing.now();
  const signed = await setStatus(
    signing.db,
    document,
    { status: 'signed', signerName: signature.name, signedAt: now },
    now,
  );
  return sealInSandbox(signing, { document: signed, owner });
}

/** The candidate declined on the sandbox page, or the signing failed there. */
export function endInSandbox(
  signing: ESigning,
  record: DocumentRecord,
  status: Extract<ESigningStatus, 'declined' | 'failed'>,
) {
  return setStatus(signing.db, record.document, { status }, signing.now());
}

const SETTLED: readonly ESigningStatus[] = ['sealed', 'declined', 'failed'];

/**
 * Brings a document up to date with the service: a sandbox document left signed but not sealed is sealed; a remote
 * one takes the service's status, and once sealed its file is fetched and kept. The service's word is asked for,
 * never taken from whoever triggered the refresh.
 */
export async function refreshDocument(signing: ESigning, record: DocumentRecord): Promise<ESigningDocument> {
  const { document } = record;
  if (SETTLED.includes(document.status)) return document;
  if (document.provider === 'sandbox') {
    return document.status === 'signed' && signing.provider.name === 'sandbox'
      ? sealInSandbox(signing, record)
      : document;
  }
  if (signing.provider.name !== document.provider) return document;
  const remote = await signing.provider.getStatus(document.providerDocumentId);
  const signer = {
    signerName: remote.signerName ?? document.signerName,
    signedAt: remote.signedAt ?? document.signedAt,
  };
  if (remote.status === 'sealed') {
    const file = await signing.provider.getSealedFile(document.providerDocumentId);
    if (file) return storeSealed(signing, record, file, signer);
    return setStatus(signing.db, document, { ...signer, status: 'signed' }, signing.now());
  }
  if (remote.status === document.status) return document;
  return setStatus(signing.db, document, { ...signer, status: remote.status }, signing.now());
}

/** The sealed PDF of a response's document type, or null while there is none. */
export async function sealedFile(
  signing: ESigning,
  responseId: number,
  type: SignedDocumentType,
): Promise<Uint8Array | null> {
  const document = await findDocument(signing.db, responseId, type);
  if (!document || document.status !== 'sealed' || !document.fileKey) return null;
  return signing.storage.get(document.fileKey);
}
