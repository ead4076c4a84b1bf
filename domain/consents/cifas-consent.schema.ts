/**
 * The fraud-prevention consent (spec 000 §2, §7): PUT .../cifas_declaration_consent/cifas_consent/ with
 * `agree_to_fup`, the one required box agreeing to the fair usage policy. The step goes on only when the answer's
 * agree_to_fup is true (spec 000 §4), so anything but true is refused.
 */
import * as v from 'valibot';
import type { ReferenceResponse } from '../reference-response';
import { requiredTick } from './disclosure-consent.schema';

export const cifasConsentSchema = () => v.object({ agree_to_fup: requiredTick() });

export type CifasConsentInput = v.InferInput<ReturnType<typeof cifasConsentSchema>>;
export type CifasConsentValues = v.InferOutput<ReturnType<typeof cifasConsentSchema>>;

export function cifasConsentDefaults(response: Pick<ReferenceResponse, 'agree_to_fup'>): CifasConsentInput {
  return { agree_to_fup: response.agree_to_fup === true };
}
