/**
 * What an uploader says when a file does not land (spec 001 §5, §8; spec 000 §8): the message ids of the refusals,
 * and the server's words for a 409, 413 or network failure, in the reader's language where we know the words.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { UPLOAD_PAGE_MESSAGES, type UploadPageMessage } from '../../../domain/documents/upload-pages';
import { FILE_TOO_LARGE_DETAIL, NETWORK_ERROR_DETAIL } from '../../../domain/limits';
import { MESSAGES } from '../../../domain/messages';
import type { UploadFailure } from '../../../machines/document-upload.machine';
import { DETAIL_FIELD, NON_FIELD_ERRORS, toFieldErrors } from '../../api/field-errors';
import { useMessageText } from '../../forms/message-text';

/** The server's field that the uploader's expiry date answers; everything else belongs to the file. */
export const EXPIRY_FIELD = 'expiry_date';

const DETAIL_TEXT: Record<string, MessageDescriptor> = {
  [FILE_TOO_LARGE_DETAIL]: msg`File size exceeds 20 MB.`,
  [NETWORK_ERROR_DETAIL]: msg`Network request failed. Please check your connection and try again.`,
};

const PAGE_MESSAGE_TEXT: Record<UploadPageMessage, MessageDescriptor> = {
  [UPLOAD_PAGE_MESSAGES.employmentProof]: msg`Please upload at least one document for each employer.`,
  [UPLOAD_PAGE_MESSAGES.educationProof]: msg`Please upload at least one document for each qualification.`,
  [UPLOAD_PAGE_MESSAGES.dbsAddress]: msg`Please upload at least one address document`,
  [UPLOAD_PAGE_MESSAGES.dbsPassport]: msg`Please upload a passport or another primary identity document.`,
  [UPLOAD_PAGE_MESSAGES.dbsDrivingLicence]: msg`Please upload a driving licence or another trusted document.`,
  [UPLOAD_PAGE_MESSAGES.dbsPrimaryOrTrusted]: msg`Please upload a primary identity document, or a second trusted document.`,
  [UPLOAD_PAGE_MESSAGES.addressDocuments]: msg`Please upload at least 2 documents for address proof`,
  [UPLOAD_PAGE_MESSAGES.atLeastOne]: msg`Please upload at least one document.`,
  [UPLOAD_PAGE_MESSAGES.vettingIdentity]: msg`Please upload your passport, or both sides of your driving licence.`,
  [UPLOAD_PAGE_MESSAGES.vettingSupporting]: msg`Please upload your birth certificate or a utility bill.`,
  [UPLOAD_PAGE_MESSAGES.pointsPrimary]: msg`You need to upload at least one primary document`,
  [UPLOAD_PAGE_MESSAGES.pointsTotal]: msg`Please submit documents that add up to at least 100 points.`,
  [UPLOAD_PAGE_MESSAGES.acicCommencement]: msg`Please upload at least one commencement document.`,
  [UPLOAD_PAGE_MESSAGES.acicPrimary]: msg`Please upload at least one primary document.`,
  [UPLOAD_PAGE_MESSAGES.acicPrimaryOrCommencement]: msg`Please upload a primary document, or a second commencement document.`,
  [UPLOAD_PAGE_MESSAGES.acicSecondary]: msg`Please upload at least one secondary document.`,
  [UPLOAD_PAGE_MESSAGES.nameChangeDocument]: msg`Please upload at least one confirmation document.`,
};

/** Message ids and server details, translated; any other text as it came. */
export function useUploadText() {
  const { i18n } = useLingui();
  const translate = useMessageText();
  return useCallback(
    (message: string) => {
      const known = DETAIL_TEXT[message] ?? PAGE_MESSAGE_TEXT[message as UploadPageMessage];
      return known ? i18n._(known) : translate(message);
    },
    [i18n, translate],
  );
}

/** A failure's messages, split between the expiry date field and the file. */
export function failureMessages(failure: UploadFailure): { file: string[]; expiry: string[] } {
  switch (failure.kind) {
    case 'type':
      return { file: [MESSAGES.fileTypeNotAccepted], expiry: [] };
    case 'size':
      return { file: [FILE_TOO_LARGE_DETAIL], expiry: [] };
    case 'unreadable':
      return { file: [MESSAGES.fileUnreadable], expiry: [] };
    case 'server': {
      const errors = toFieldErrors(failure.body);
      const expiry = errors.filter(({ field }) => field === EXPIRY_FIELD).flatMap(({ messages }) => messages);
      const file = errors.filter(({ field }) => field !== EXPIRY_FIELD).flatMap(({ messages }) => messages);
      // A failure without words of its own (a server fault) is "An unknown error occurred" (spec 001 §8).
      if (file.length === 0 && expiry.length === 0) return { file: [MESSAGES.employmentCallFailed], expiry: [] };
      return { file, expiry };
    }
  }
}

/** The message of a failed deletion: the server's refusal (409), else "An unknown error occurred". */
export function deleteFailureMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'error' in error) {
    const messages = toFieldErrors((error as { error: unknown }).error)
      .filter(({ field }) => field === DETAIL_FIELD || field === NON_FIELD_ERRORS)
      .flatMap(({ messages: each }) => each);
    if (messages[0]) return messages[0];
  }
  return MESSAGES.employmentCallFailed;
}
