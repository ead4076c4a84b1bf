/**
 * Which questions the phone step asks (spec 000 §3 "Phone: phone_code, phone_number, phone_number_type", §5). The
 * code and the number are always asked; the number's type only for an intelligence-commission check. The schema
 * and the page both read it, so the page never hides a field the API requires.
 */
import { isIntelligenceCommissionCheck } from '../checks';
import type { ReferenceRequest } from '../reference-response';

export const PHONE_NUMBER_TYPES = ['private', 'business', 'mobile'] as const;
export type PhoneNumberType = (typeof PHONE_NUMBER_TYPES)[number];

export interface PhoneFields {
  phone_code: true;
  phone_number: true;
  /** The ACIC application records whether the number is private, business or mobile (spec 000 §5). */
  phone_number_type: boolean;
}

export function phoneFields(request: Pick<ReferenceRequest, 'checks'>): PhoneFields {
  return { phone_code: true, phone_number: true, phone_number_type: request.checks.some(isIntelligenceCommissionCheck) };
}

/**
 * The calling code whose numbers follow the North American Numbering Plan: the United States, Canada and the
 * Caribbean countries that share +1 write every number as the same 10 digits, so spec 000 §5's "US numbers" rule
 * applies to the code the candidate picks, not to the request's country.
 */
export const NORTH_AMERICAN_CALLING_CODE = '1';
