/** The decline reasons' labels (domain/employment-verification.ts DECLINE_REASONS), in the reader's language. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DeclineReason } from '../../../domain/employment-verification';

export const DECLINE_REASON_LABELS: Record<DeclineReason, MessageDescriptor> = {
  NO_TAX_ACCOUNT: msg`I do not have an online tax account`,
  CANNOT_SIGN_IN: msg`I cannot sign in to my tax account`,
  RECORD_INCOMPLETE: msg`My tax record does not show all of my employment`,
  PREFER_NOT_TO_SHARE: msg`I prefer not to share my tax record`,
  OTHER: msg`Other`,
};
