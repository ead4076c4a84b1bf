/**
 * What the completion rules read of each document type (spec 001 §3 "Document type"): its points and levels, whether
 * an upload of it needs an expiry date, and the country that alone issues it. The hub and the route guards count with
 * these rows alone, so the catalogue's English titles and descriptions (domain/document-types.ts, which joins them)
 * stay out of the first load. Points follow the Australian 100-point identity check: a primary document is worth 70,
 * a secondary one 40 or 25.
 */
import type { DocumentType, ReferenceRequest } from './reference-response';

export type DocumentRule = Pick<DocumentType, 'slug' | 'points' | 'document_level' | 'expiry_date_required'> & {
  /** A document only one country issues is offered only to requests with a check run there. */
  onlyFor?: string;
};

const rule = (slug: string, points: number, document_level: string[], expiry_date_required = false, onlyFor?: string): DocumentRule => ({
  slug,
  points,
  document_level,
  expiry_date_required,
  ...(onlyFor ? { onlyFor } : {}),
});

/** In the catalogue's order. */
export const DOCUMENT_RULES: readonly DocumentRule[] = [
  rule('passport', 70, ['primary', 'acic_commencement', 'acic_primary'], true),
  rule('birth-certificate-optional', 70, ['primary', 'acic_commencement']),
  rule('driving-license', 40, ['secondary', 'acic_primary']),
  // The licence given as proof of address is the licence already counted as `driving-license`: not a second 40 points.
  rule('driving_licence', 0, []),
  rule('driving-license-front', 0, []),
  rule('driving-license-back', 0, []),
  rule('firearms-license', 25, ['secondary']),
  rule('utility-bill', 25, ['secondary', 'acic_secondary']),
  rule('address-proof', 25, ['secondary']),
  rule('change-of-name-certificate', 0, []),
  rule('australian-marriage-certificate', 0, [], false, 'AU'),
  rule('employment-proof', 0, []),
  rule('education-proof', 0, []),
  rule('covid-19-vaccination-proof', 0, []),
  rule('australian-citizenship-certificate', 70, ['primary'], false, 'AU'),
  rule('medicare-card', 25, ['secondary'], false, 'AU'),
  rule('biometric-residence-permit', 0, [], false, 'GB'),
  rule('marriage-certificate', 0, [], false, 'GB'),
  rule('hm-forces-id-card', 0, [], false, 'GB'),
];

/** The rows of one request: a country's own documents only when one of its checks is run in that country. */
export function documentRulesFor(request: Pick<ReferenceRequest, 'checks'>): DocumentRule[] {
  const countries = new Set(request.checks.map((check) => check.country_code));
  return DOCUMENT_RULES.filter((row) => row.onlyFor === undefined || countries.has(row.onlyFor));
}
