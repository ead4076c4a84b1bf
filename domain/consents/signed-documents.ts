/**
 * Which e-signing documents a request needs: one per signed-form step among its required sections (the consent
 * form, the disclosure form, and the ACIC, AFP, MOJ and NZ driving licence consents). The API creates only these,
 * so a candidate cannot sign a form their request never asked for.
 */
import { signedDocumentFor } from '../progress';
import type { SignedDocumentType } from '../provider-status';
import type { ReferenceResponse } from '../reference-response';
import { requiredSections } from '../requirements';

export function requiredSignedDocuments(response: ReferenceResponse, today: string): SignedDocumentType[] {
  return requiredSections(response, today)
    .flatMap(({ steps }) => steps.map(signedDocumentFor))
    .filter((type): type is SignedDocumentType => type !== undefined);
}
