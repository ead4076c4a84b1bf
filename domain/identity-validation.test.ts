import { describe, expect, it } from 'vitest';
import {
  DIGITAL_ID_FAILURE_REASONS,
  DIGITAL_ID_POLL_ATTEMPTS,
  DIGITAL_ID_POLL_INTERVAL_MS,
  DIGITAL_ID_RETRY_DELAY_MS,
  DOCUMENT_SCAN_POLL_INTERVAL_MS,
  digitalIdFailureReason,
  digitalIdReturnOf,
  isDocumentScanFinished,
  postRedirectActionOf,
} from './identity-validation';

describe('polling constants (spec 000 §9)', () => {
  it('polls the digital ID every 3 s, 30 times at most, retrying after 5 s; the document scan every 5 s', () => {
    expect(DIGITAL_ID_POLL_INTERVAL_MS).toBe(3000);
    expect(DIGITAL_ID_POLL_ATTEMPTS).toBe(30);
    expect(DIGITAL_ID_RETRY_DELAY_MS).toBe(5000);
    expect(DOCUMENT_SCAN_POLL_INTERVAL_MS).toBe(5000);
  });
});

describe('digitalIdFailureReason', () => {
  it('has a reason for each of the ten codes of spec 000 §8', () => {
    expect(Object.keys(DIGITAL_ID_FAILURE_REASONS)).toEqual([
      'Internal',
      'Other',
      'Canceled',
      'UserAbandoned',
      'UserTimedOut',
      'Expired',
      'InvalidImage',
      'Inauthentic',
      'UnsupportedDocument',
      'AssuranceLevelNotMet',
    ]);
    expect(digitalIdFailureReason('Internal')).toEqual({
      messageId: 'An internal error has caused this session to fail.',
    });
    expect(digitalIdFailureReason('AssuranceLevelNotMet')).toEqual({
      messageId: 'identity does not meet required assurance level',
    });
  });

  it('gives an unknown code as it came, and nothing without a code', () => {
    expect(digitalIdFailureReason('ProviderDown')).toEqual({ unknownCode: 'ProviderDown' });
    expect(digitalIdFailureReason('userabandoned')).toEqual({ unknownCode: 'userabandoned' });
    expect(digitalIdFailureReason('toString')).toEqual({ unknownCode: 'toString' });
    expect(digitalIdFailureReason('')).toBeNull();
    expect(digitalIdFailureReason(null)).toBeNull();
    expect(digitalIdFailureReason(undefined)).toBeNull();
  });
});

describe('isDocumentScanFinished', () => {
  it('is true for the statuses spec 000 §9 counts as complete, in any case', () => {
    for (const status of ['completed', 'cancelled', 'expired', 'bypassed', 'confirmation', 'Completed', 'BYPASSED']) {
      expect(isDocumentScanFinished(status)).toBe(true);
    }
  });

  it('is false for any other status, and while there is none', () => {
    for (const status of ['in_progress', 'pending', 'complete', '', null, undefined]) {
      expect(isDocumentScanFinished(status)).toBe(false);
    }
  });
});

describe('postRedirectActionOf', () => {
  it('reads fetch and poll, and nothing else', () => {
    expect(postRedirectActionOf({ action: 'fetch' })).toBe('fetch');
    expect(postRedirectActionOf({ action: 'poll', guid: 'g' })).toBe('poll');
    expect(postRedirectActionOf({ action: 'POLL' })).toBeNull();
    expect(postRedirectActionOf({ action: '' })).toBeNull();
    expect(postRedirectActionOf({ action: ['poll'] })).toBeNull();
    expect(postRedirectActionOf({})).toBeNull();
  });
});

describe('digitalIdReturnOf', () => {
  const returned = { guid: 'g', user_token: 't', sessionId: 'ses_5f2c', resultsAccessKey: 'key_91ab', action: 'poll' };

  it('reads the session and the action the return added to the address', () => {
    expect(digitalIdReturnOf(returned)).toEqual({
      sessionId: 'ses_5f2c',
      resultsAccessKey: 'key_91ab',
      action: 'poll',
    });
    expect(digitalIdReturnOf({ ...returned, action: 'fetch' })?.action).toBe('fetch');
  });

  it('is null on a plain visit, and when any of the three is missing, empty or not understood', () => {
    expect(digitalIdReturnOf({ guid: 'g', user_token: 't' })).toBeNull();
    for (const name of ['sessionId', 'resultsAccessKey', 'action'] as const) {
      const { [name]: _left, ...rest } = returned;
      expect(digitalIdReturnOf(rest)).toBeNull();
      expect(digitalIdReturnOf({ ...returned, [name]: '' })).toBeNull();
      expect(digitalIdReturnOf({ ...returned, [name]: 12 })).toBeNull();
    }
    expect(digitalIdReturnOf({ ...returned, action: 'redirect' })).toBeNull();
  });
});
