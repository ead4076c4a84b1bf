/**
 * The name of each check type in the reader's language. The API sends criteria_check.title in English; the
 * slug picks the translated name, and an unknown slug shows the API's title as sent.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type CheckSlug, isCheckSlug } from '../../../domain/checks';
import type { Check } from '../../../domain/reference-response';

export const CHECK_NAMES: Record<CheckSlug, MessageDescriptor> = {
  employment: msg`Employment history`,
  instant_employment: msg`Instant employment verification`,
  reference: msg`References`,
  document: msg`Documents`,
  academic_qualification: msg`Academic qualifications`,
  credit: msg`Credit history`,
  global_sanctions: msg`Global sanctions`,
  adverse_media: msg`Adverse media`,
  civil: msg`Civil litigation`,
  bankruptcy: msg`Bankruptcy`,
  address_document: msg`Proof of address`,
  professional_qualification: msg`Professional qualifications`,
  directorship: msg`Directorships`,
  social_media: msg`Social media`,
  criminality: msg`Criminality`,
  covid_19_vaccination_proof: msg`COVID-19 vaccination proof`,
  occupational_health: msg`Occupational health`,
  drug_screening: msg`Drug screening`,
  driving_license: msg`Driving licence`,
  fitness_and_proprietary: msg`Fitness and propriety`,
  financial_regulatory: msg`Financial regulatory`,
  right_to_work: msg`Right to work`,
  id_check: msg`Identity check`,
  criminal_record: msg`Criminal record`,
};

/** The names a request run in the United States gives in American English. */
const AMERICAN_CHECK_NAMES: Partial<Record<CheckSlug, MessageDescriptor>> = {
  driving_license: msg`Driver’s license`,
};

/**
 * One name per check type the request carries, in request order; a type asked for twice is listed once. A request
 * run in the United States (`american`) names them as Americans do.
 */
export function checkNames(
  checks: readonly Pick<Check, 'criteria_check'>[],
  translate: (descriptor: MessageDescriptor) => string,
  american = false,
): string[] {
  const names = checks.map(({ criteria_check: { slug, title } }) => {
    if (!isCheckSlug(slug)) return title;
    return translate((american && AMERICAN_CHECK_NAMES[slug]) || CHECK_NAMES[slug]);
  });
  return [...new Set(names)];
}
