/**
 * The one way into storage for a file the candidate sends (docs/documents.md "What a file goes through"): the
 * documents and the fitness-and-propriety signature both pass here, each with its own rule.
 *
 * 1. Size, judged while the multipart body streams in (`readUpload`).
 * 2. What the bytes are (never the name or the declared type), held to the kinds the rule accepts.
 * 3. An image's width × height from its header, before the scanner or the encoder decodes a pixel of it.
 * 4. The malware scan, bounded in time by the scanner's settings.
 * 5. Images re-encoded without their metadata.
 *
 * The caller then stores the bytes under a server-made key and writes its row, removing the file again when the
 * row cannot be written (`removeKeptFile`).
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MAX_IMAGE_PIXELS } from '../../domain/limits';
import { MESSAGES, type MessageId } from '../../domain/messages';
import { ApiError, DETAILS, detailError, ValidationError } from '../errors';
import { errorFields, type Logger } from '../logger';
import { MalwareScanUnavailableError, type MalwareScanProvider } from '../providers/malware-scan/provider';
import type { FileStorage } from '../storage/file-storage';
import { acceptedContent, type AcceptedContent } from './content-type';
import { declaredPixels, isImage, withoutMetadata } from './images';
import { FileTooLargeError, MalformedMultipartError, readUploadForm, type UploadForm } from './multipart';

export interface UploadRule {
  /** The multipart part that holds the file. */
  part: string;
  /** The field the file's refusals are answered on. */
  field: string;
  maxBytes: number;
  /** The answer to a file over `maxBytes`. */
  tooLarge: { status: ContentfulStatusCode; body: Record<string, unknown> };
  accepts: readonly AcceptedContent['mime'][];
  /** The refusal of a file of any other kind. */
  notAccepted: MessageId;
  /** The other fields' limits: anything longer, or more parts, makes the body malformed. */
  maxFieldBytes: number;
  maxParts: number;
}

export interface KeptFile {
  content: AcceptedContent;
  bytes: Uint8Array;
}

/** A body refused before its end is not read any further, so its connection cannot carry another request. */
const CLOSE = { Connection: 'close' };

/** The form's fields and file, read while they stream in: the rule's answer as soon as the file passes its size. */
export async function readUpload(c: Context, rule: UploadRule): Promise<UploadForm> {
  const length = Number(c.req.header('content-length'));
  try {
    return await readUploadForm(c.req.raw.body, c.req.header('content-type'), Number.isSafeInteger(length) ? length : null, {
      fileField: rule.part,
      maxFileBytes: rule.maxBytes,
      maxFieldBytes: rule.maxFieldBytes,
      maxParts: rule.maxParts,
    });
  } catch (error) {
    if (error instanceof FileTooLargeError) throw new ApiError(rule.tooLarge.status, rule.tooLarge.body, CLOSE);
    if (error instanceof MalformedMultipartError) throw detailError(400, DETAILS.malformedMultipart, CLOSE);
    throw error;
  }
}

/**
 * What the bytes are, whether they are clean, and what to keep of them: a 400 on the rule's field for a file it
 * refuses, 503 when the scanner gives no verdict.
 */
export async function fileToKeep(
  deps: { scanner: MalwareScanProvider; logger: Logger },
  bytes: Uint8Array,
  rule: UploadRule,
): Promise<KeptFile> {
  const refuse = (message: MessageId) => new ValidationError({ [rule.field]: [message] });
  if (bytes.length > rule.maxBytes) throw new ApiError(rule.tooLarge.status, rule.tooLarge.body);
  const content = await acceptedContent(bytes);
  if (!content || !rule.accepts.includes(content.mime)) throw refuse(rule.notAccepted);
  if (isImage(content)) {
    const pixels = await declaredPixels(bytes);
    if (pixels === null) throw refuse(MESSAGES.fileUnreadable);
    if (pixels > MAX_IMAGE_PIXELS) throw refuse(MESSAGES.imageTooManyPixels);
  }
  await scan(deps, bytes, refuse);
  try {
    return { content, bytes: await withoutMetadata(bytes, content) };
  } catch (error) {
    deps.logger.info('uploaded image could not be decoded', errorFields(error));
    throw refuse(MESSAGES.fileUnreadable);
  }
}

/** The scanner's finding refuses the file; its silence is the service's fault, not the file's: 503, try again. */
async function scan(deps: { scanner: MalwareScanProvider; logger: Logger }, bytes: Uint8Array, refuse: (message: MessageId) => Error) {
  let verdict;
  try {
    verdict = await deps.scanner.scan(bytes);
  } catch (error) {
    if (!(error instanceof MalwareScanUnavailableError)) throw error;
    deps.logger.error('malware scanner unavailable', errorFields(error));
    throw detailError(503, DETAILS.serviceUnavailable);
  }
  if (!verdict.clean) {
    deps.logger.warn('upload refused by the malware scanner', { scanner: deps.scanner.name, signature: verdict.signature });
    throw refuse(MESSAGES.fileMalware);
  }
}

/** Removes a kept file whose row is gone or was never written; a failure is logged, never answered. */
export async function removeKeptFile(deps: { storage: FileStorage; logger: Logger }, key: string): Promise<void> {
  try {
    await deps.storage.delete(key);
  } catch (error) {
    deps.logger.error('stored file could not be removed', { key, ...errorFields(error) });
  }
}
