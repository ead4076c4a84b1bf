/**
 * The acknowledge answer's signature image goes through the uploads' pipeline (server/documents/pipeline.ts) like
 * any document: content, pixel count, malware scan, re-encoding. Only its rule differs: a PNG of at most 512 KB,
 * refused on the `signature` field.
 */
import { randomUUID } from 'node:crypto';
import { SIGNATURE_MAX_BYTES } from '../../domain/fit-and-proper/answer.schema';
import { MESSAGES } from '../../domain/messages';
import type { Logger } from '../logger';
import { fileToKeep, type UploadRule } from '../documents/pipeline';
import type { MalwareScanProvider } from '../providers/malware-scan/provider';
import type { FileStorage } from '../storage/file-storage';

export const SIGNATURE_FIELD = 'signature';

export const SIGNATURE_UPLOAD: UploadRule = {
  part: SIGNATURE_FIELD,
  field: SIGNATURE_FIELD,
  maxBytes: SIGNATURE_MAX_BYTES,
  tooLarge: { status: 400, body: { [SIGNATURE_FIELD]: [MESSAGES.signatureTooLarge] } },
  accepts: ['image/png'],
  notAccepted: MESSAGES.signatureNotPng,
  // `answer` is JSON text holding a description of up to 2,000 characters, each up to six bytes once escaped.
  maxFieldBytes: 16 * 1024,
  maxParts: 8,
};

/** A new key per save: the answer's row moves to it only once the save commits. */
const signatureKey = (responseGuid: string) => `fit-and-proper/${responseGuid.toLowerCase()}/${randomUUID()}.png`;

/** Passes the image through the pipeline and stores what it keeps; the key, for the answer's row. */
export async function keepSignature(
  deps: { storage: FileStorage; scanner: MalwareScanProvider; logger: Logger },
  responseGuid: string,
  bytes: Uint8Array,
): Promise<string> {
  const kept = await fileToKeep(deps, bytes, SIGNATURE_UPLOAD);
  const key = signatureKey(responseGuid);
  await deps.storage.put(key, kept.bytes);
  return key;
}
