/**
 * The translations of the digital ID failure reasons (spec 000 §8), by the message ids domain/identity-validation.ts
 * gives for each error code. An unknown code is shown as it came.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  DIGITAL_ID_FAILURE_REASONS,
  type DigitalIdFailureReasonId,
  digitalIdFailureReason,
} from '../../../domain/identity-validation';

const REASON_TEXTS: Record<DigitalIdFailureReasonId, MessageDescriptor> = {
  [DIGITAL_ID_FAILURE_REASONS.Internal]: msg`An internal error has caused this session to fail.`,
  [DIGITAL_ID_FAILURE_REASONS.Other]: msg`reason does not fit any other failure code`,
  [DIGITAL_ID_FAILURE_REASONS.Canceled]: msg`The session has been canceled`,
  [DIGITAL_ID_FAILURE_REASONS.UserAbandoned]: msg`The user abandoned the session`,
  [DIGITAL_ID_FAILURE_REASONS.UserTimedOut]: msg`The user took too long to complete the verification`,
  [DIGITAL_ID_FAILURE_REASONS.Expired]: msg`The session has expired`,
  [DIGITAL_ID_FAILURE_REASONS.InvalidImage]: msg`images too low-quality, wrong type or unprocessable`,
  [DIGITAL_ID_FAILURE_REASONS.Inauthentic]: msg`suspected inauthentic, fraudulent or forged`,
  [DIGITAL_ID_FAILURE_REASONS.UnsupportedDocument]: msg`unsupported type or country`,
  [DIGITAL_ID_FAILURE_REASONS.AssuranceLevelNotMet]: msg`identity does not meet required assurance level`,
};

/** The reason for a failed session's error code in the reader's language; null when the result gave no code. */
export function failureReasonText(i18n: I18n, errorCode: string | null): string | null {
  const reason = digitalIdFailureReason(errorCode);
  if (!reason) return null;
  return 'messageId' in reason ? i18n._(REASON_TEXTS[reason.messageId]) : reason.unknownCode;
}
