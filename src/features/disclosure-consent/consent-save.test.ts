/** A consent save goes on only with the consent recorded in its answer (spec 000 §4, §8). */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import type { ReferenceResponse } from '../../../domain/reference-response';
import type { ApiResult } from '../../api/http';
import { tickedConsents, untilRecorded } from './consent-save';

const answered = (data: Partial<ReferenceResponse>): ApiResult<ReferenceResponse> => ({
  ok: true,
  status: 200,
  statusText: 'OK',
  data: data as ReferenceResponse,
  headers: new Headers(),
});
const SAVE_FAILED = { ok: false, status: 0, statusText: '', error: { non_field_errors: [MESSAGES.consentSaveFailed] } };
const agreed = (answer: Partial<ReferenceResponse>) => answer.agree_to_fup === true;

describe('untilRecorded', () => {
  it('passes an answer that records the consent, and the body as given', async () => {
    const bodies: unknown[] = [];
    const result = answered({ agree_to_fup: true });
    const save = untilRecorded(async (body: { agree_to_fup: boolean }) => (bodies.push(body), result), agreed);
    expect(await save({ agree_to_fup: true })).toBe(result);
    expect(bodies).toStrictEqual([{ agree_to_fup: true }]);
  });

  it.each([
    ['an answer without the consent', async () => answered({ agree_to_fup: false })],
    ['an answer that is not a response', async () => answered({})],
    ['a save that fails without the server saying why', () => Promise.reject(new Error('500 Internal Server Error'))],
  ])('turns %s into the consent save failure', async (_, save) => {
    expect(await untilRecorded(save, agreed)({})).toStrictEqual(SAVE_FAILED);
  });

  it('passes the server’s refusal as it is', async () => {
    const refusal: ApiResult<ReferenceResponse> = {
      ok: false,
      status: 409,
      statusText: 'Conflict',
      error: { detail: 'This link has expired.' },
    };
    expect(await untilRecorded(async () => refusal, agreed)({})).toBe(refusal);
  });
});

describe('tickedConsents', () => {
  it('gives each id a ticked box', () => {
    expect(tickedConsents(['ds_basic_application', 'ds_basic_identity'])).toStrictEqual({
      ds_basic_application: true,
      ds_basic_identity: true,
    });
  });
});
