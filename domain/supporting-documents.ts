/**
 * The document types the supporting documents step requires (spec 001 §2 "Supporting documents screen": driving
 * licence front and back, and passport). Which check asks for which is ours; docs/check-requirements.md says why.
 * GET /oneform/{guid}/document-types/ marks these required_on_document, and the step's completion rule reads them.
 */
import type { ReferenceRequest } from './reference-response';

export const PASSPORT_DOCUMENT = 'passport';
const DRIVING_LICENCE_FRONT = 'driving-license-front';
const DRIVING_LICENCE_BACK = 'driving-license-back';
/** Our own slug: the specification's list has no type for a vaccination certificate. */
const VACCINATION_PROOF = 'covid-19-vaccination-proof';

export function requiredSupportingDocumentTypes(request: Pick<ReferenceRequest, 'checks'>): string[] {
  const types = new Set<string>();
  for (const check of request.checks) {
    const slug = check.criteria_check.slug;
    // A document check verifies the identity document itself, so it needs a clear image of it.
    if (slug === 'document') types.add(PASSPORT_DOCUMENT);
    // Outside New Zealand the licence is verified from both sides of the card (NZ consents to a registry search).
    if (slug === 'driving_license' && check.country_code !== 'NZ') {
      types.add(DRIVING_LICENCE_FRONT);
      types.add(DRIVING_LICENCE_BACK);
    }
    if (slug === 'covid_19_vaccination_proof') types.add(VACCINATION_PROOF);
  }
  return [...types];
}
