/**
 * The document types a candidate can upload (spec 001 §3 "Document type"): what GET /oneform/{guid}/document-types/
 * answers, the rules of domain/document-rules.ts (which the hub, the step pages and the completion check count with,
 * so all three agree) with each type's English title and description.
 */
import { documentRulesFor } from './document-rules';
import type { DocumentType, ReferenceRequest } from './reference-response';
import { requiredSupportingDocumentTypes } from './supporting-documents';

/** Each type's title and description. */
const TEXT: Record<string, readonly [title: string, description: string]> = {
  'passport': ['Passport', 'The photo page of a current passport.'],
  'birth-certificate-optional': ['Birth certificate', 'A full birth certificate.'],
  'driving-license': ['Driving licence', 'A current photocard driving licence.'],
  'driving_licence': ['Driving licence (address)', 'A photocard driving licence showing your address.'],
  'driving-license-front': ['Driving licence (front)', 'The front of your driving licence.'],
  'driving-license-back': ['Driving licence (back)', 'The back of your driving licence.'],
  'firearms-license': ['Firearms licence', 'A current firearms licence.'],
  'utility-bill': ['Utility bill', 'A utility bill from the last 3 months.'],
  'address-proof': ['Proof of address', 'A bank statement or bill from the last 3 months.'],
  'change-of-name-certificate': ['Change of name certificate', 'A certificate showing a change of name.'],
  'australian-marriage-certificate': ['Australian marriage certificate', 'A marriage certificate issued in Australia.'],
  'employment-proof': ['Proof of employment', 'A payslip, contract or letter from the employer.'],
  'education-proof': ['Proof of education', 'A copy of the certificate or transcript.'],
  'covid-19-vaccination-proof': ['COVID-19 vaccination proof', 'Your vaccination certificate.'],
  'australian-citizenship-certificate': ['Australian citizenship certificate', 'A certificate of Australian citizenship.'],
  'medicare-card': ['Medicare card', 'A current Medicare card.'],
  'biometric-residence-permit': ['Biometric residence permit', 'A current UK biometric residence permit.'],
  'marriage-certificate': ['Marriage or civil partnership certificate', 'A marriage or civil partnership certificate.'],
  'hm-forces-id-card': ['HM Forces identity card', 'A current HM Forces identity card.'],
};

/**
 * The catalogue for one request: the types its supporting documents step requires are marked required, and a
 * country's own documents (the Medicare card, the HM Forces identity card) are left out unless one of its checks is
 * run in that country.
 */
export function documentTypesFor(request: Pick<ReferenceRequest, 'checks'>): DocumentType[] {
  const required = new Set(requiredSupportingDocumentTypes(request));
  return documentRulesFor(request).map(({ onlyFor: _country, ...row }) => {
    const [title, description] = TEXT[row.slug] ?? [row.slug, ''];
    return { ...row, title, description, required_on_document: required.has(row.slug) };
  });
}
