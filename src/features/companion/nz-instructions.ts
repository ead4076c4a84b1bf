/**
 * Which New Zealand instructions the completion page shows (spec 000 §1): a New Zealand request with an
 * occupational health check gets the health-assessment instructions with ACC's phone number, one with a drug
 * screening check the booking instructions with the company's code, and either gets the ACC notice.
 */
import type { ReferenceRequest } from '../../../domain/reference-response';

const NEW_ZEALAND = 'NZ';

export interface NzInstructions {
  occupationalHealth: boolean;
  drugScreening: boolean;
}

export function nzInstructionsFor(request: Pick<ReferenceRequest, 'country_code' | 'checks'>): NzInstructions | null {
  if (request.country_code !== NEW_ZEALAND) return null;
  const slugs = new Set(request.checks.map((check) => check.criteria_check.slug));
  const instructions = { occupationalHealth: slugs.has('occupational_health'), drugScreening: slugs.has('drug_screening') };
  return instructions.occupationalHealth || instructions.drugScreening ? instructions : null;
}
