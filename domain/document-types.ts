/**
 * The document types a candidate can upload (spec 001 §3 "Document type"): what GET /oneform/{guid}/document-types/
 * is to answer, and what the hub, the step pages and the completion check read for points and levels
 * (domain/progress.ts), so all three agree. Points follow
 * the Australian 100-point identity check: a primary document is worth 70, a secondary one 40 or 25.
 */
import type { DocumentType, ReferenceRequest } from './reference-response';
import { requiredSupportingDocumentTypes } from './supporting-documents';

type CatalogueEntry = Omit<DocumentType, 'required_on_document'> & {
  /** A document only one country issues is offered only to requests with a check run there. */
  onlyFor?: string;
};

const entry = (
  slug: string,
  title: string,
  description: string,
  points: number,
  document_level: string[],
  expiry_date_required = false,
): CatalogueEntry => ({ slug, title, description, points, document_level, expiry_date_required });

const australian = (type: CatalogueEntry): CatalogueEntry => ({ ...type, onlyFor: 'AU' });
const british = (type: CatalogueEntry): CatalogueEntry => ({ ...type, onlyFor: 'GB' });

const DOCUMENT_TYPE_CATALOGUE: readonly CatalogueEntry[] = [
  entry('passport', 'Passport', 'The photo page of a current passport.', 70, ['primary', 'acic_commencement', 'acic_primary'], true),
  entry('birth-certificate-optional', 'Birth certificate', 'A full birth certificate.', 70, ['primary', 'acic_commencement']),
  entry('driving-license', 'Driving licence', 'A current photocard driving licence.', 40, ['secondary', 'acic_primary']),
  // The licence given as proof of address is the licence already counted as `driving-license`: not a second 40 points.
  entry('driving_licence', 'Driving licence (address)', 'A photocard driving licence showing your address.', 0, []),
  entry('driving-license-front', 'Driving licence (front)', 'The front of your driving licence.', 0, []),
  entry('driving-license-back', 'Driving licence (back)', 'The back of your driving licence.', 0, []),
  entry('firearms-license', 'Firearms licence', 'A current firearms licence.', 25, ['secondary']),
  entry('utility-bill', 'Utility bill', 'A utility bill from the last 3 months.', 25, ['secondary', 'acic_secondary']),
  entry('address-proof', 'Proof of address', 'A bank statement or bill from the last 3 months.', 25, ['secondary']),
  entry('change-of-name-certificate', 'Change of name certificate', 'A certificate showing a change of name.', 0, []),
  australian(entry('australian-marriage-certificate', 'Australian marriage certificate', 'A marriage certificate issued in Australia.', 0, [])),
  entry('employment-proof', 'Proof of employment', 'A payslip, contract or letter from the employer.', 0, []),
  entry('education-proof', 'Proof of education', 'A copy of the certificate or transcript.', 0, []),
  entry('covid-19-vaccination-proof', 'COVID-19 vaccination proof', 'Your vaccination certificate.', 0, []),
  australian(entry('australian-citizenship-certificate', 'Australian citizenship certificate', 'A certificate of Australian citizenship.', 70, ['primary'])),
  australian(entry('medicare-card', 'Medicare card', 'A current Medicare card.', 25, ['secondary'])),
  // The UK criminal record check's identity documents beyond the passport and the licence (dbs-identity.ts).
  british(entry('biometric-residence-permit', 'Biometric residence permit', 'A current UK biometric residence permit.', 0, [])),
  british(entry('marriage-certificate', 'Marriage or civil partnership certificate', 'A marriage or civil partnership certificate.', 0, [])),
  british(entry('hm-forces-id-card', 'HM Forces identity card', 'A current HM Forces identity card.', 0, [])),
];

/**
 * The catalogue for one request: the types its supporting documents step requires are marked required, and a
 * country's own documents (the Medicare card, the HM Forces identity card) are left out unless one of its checks is
 * run in that country.
 */
export function documentTypesFor(request: Pick<ReferenceRequest, 'checks'>): DocumentType[] {
  const required = new Set(requiredSupportingDocumentTypes(request));
  const countries = new Set(request.checks.map((check) => check.country_code));
  return DOCUMENT_TYPE_CATALOGUE.filter((type) => type.onlyFor === undefined || countries.has(type.onlyFor)).map(
    ({ onlyFor: _country, ...type }) => ({ ...type, required_on_document: required.has(type.slug) }),
  );
}
