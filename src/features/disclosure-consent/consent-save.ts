/**
 * A consent save goes on only when its answer shows the consent recorded (spec 000 §4: a consent step is complete
 * by disclosure_signed_at or agree_to_fup; §8 "Consent save failure"). An answer without it, or a save that fails
 * without the server saying why (a server fault), keeps the candidate on the page with 'There was an error
 * submitting the form. Please try again.'; the server's own refusals (field errors, 409) show as they are.
 */
import { MESSAGES } from '../../../domain/messages';
import type { ReferenceResponse } from '../../../domain/reference-response';
import type { ApiFailure, ApiResult } from '../../api/http';

const SAVE_FAILED: ApiFailure = { ok: false, status: 0, statusText: '', error: { non_field_errors: [MESSAGES.consentSaveFailed] } };

export function untilRecorded<B>(
  save: (body: B) => Promise<ApiResult<ReferenceResponse>>,
  isRecorded: (answer: Partial<ReferenceResponse>) => boolean,
): (body: B) => Promise<ApiResult<ReferenceResponse>> {
  return async (body) => {
    let result: ApiResult<ReferenceResponse>;
    try {
      result = await save(body);
    } catch {
      return SAVE_FAILED;
    }
    if (!result.ok) return result;
    return isRecorded(result.data) ? result : SAVE_FAILED;
  };
}

/** The ticked boxes as the API reads them: `{ "dbs_basic_application": true, … }`. */
export function tickedConsents(ids: readonly string[]): Record<string, boolean> {
  return Object.fromEntries(ids.map((id) => [id, true]));
}
