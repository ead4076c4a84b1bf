/**
 * Which consents the criminal record disclosure consent pages ask (spec 000 §2 "Consent and verification steps"):
 * the UK (DBS) page 2 shows a group of checkboxes per check level, enhanced, standard and basic, with basic hidden
 * for the scotland region; the Disclosure Scotland page shows the basic consents (3) and the standard consents (6).
 * The specification names the groups and their sizes, not the consents: these ids, and what each one means (in the
 * comment beside it), are ours. The page and the API read the same groups, so the API asks exactly what the page
 * shows.
 */
import { CHECK_LEVELS, SCOTLAND_REGION } from '../checks';
import type { Check, ReferenceRequest } from '../reference-response';
import { isUkCriminalRecordCheck } from '../requirements';

export const DBS_LEVELS = [CHECK_LEVELS.enhanced, CHECK_LEVELS.standard, CHECK_LEVELS.basic] as const;
export type DbsLevel = (typeof DBS_LEVELS)[number];

export const SCOTTISH_LEVELS = [CHECK_LEVELS.basic, CHECK_LEVELS.standard] as const;
export type ScottishLevel = (typeof SCOTTISH_LEVELS)[number];

/** The UK page 2 consents by level, in the order the page shows them. */
export const DBS_CONSENTS = {
  enhanced: [
    /** I consent to an application for an Enhanced DBS certificate being made on my behalf. */
    'dbs_enhanced_application',
    /** I understand chief police officers may add information they reasonably believe relevant to the role. */
    'dbs_enhanced_police_information',
    /** I consent to the children's and adults' barred lists being checked where the role is eligible. */
    'dbs_enhanced_barred_lists',
    /** I consent to the organisation checking my certificate's status on the DBS Update Service. */
    'dbs_enhanced_update_service',
  ],
  standard: [
    /** I consent to an application for a Standard DBS certificate being made on my behalf. */
    'dbs_standard_application',
    /** I understand the certificate shows spent and unspent convictions and cautions that are not protected. */
    'dbs_standard_spent_information',
    /** I consent to the organisation checking my certificate's status on the DBS Update Service. */
    'dbs_standard_update_service',
  ],
  basic: [
    /** I consent to an application for a Basic DBS check being made on my behalf. */
    'dbs_basic_application',
    /** I consent to the result of my Basic check being shared with the organisation. */
    'dbs_basic_result_sharing',
  ],
} as const satisfies Record<DbsLevel, readonly string[]>;

/** The Disclosure Scotland consents by level: basic 3, standard 6 (spec 000 §2). */
export const SCOTTISH_CONSENTS = {
  basic: [
    /** I consent to an application for a Basic Disclosure being made to Disclosure Scotland on my behalf. */
    'ds_basic_application',
    /** I confirm the details I gave are true and consent to them being used to verify my identity. */
    'ds_basic_identity',
    /** I consent to the result of my Basic Disclosure being shared with the organisation. */
    'ds_basic_result_sharing',
  ],
  standard: [
    /** I consent to an application for a Standard Disclosure being made to Disclosure Scotland on my behalf. */
    'ds_standard_application',
    /** I confirm the details I gave are true and consent to them being used to verify my identity. */
    'ds_standard_identity',
    /** I understand the role is one for which a Standard Disclosure may lawfully be requested. */
    'ds_standard_eligibility',
    /** I understand the disclosure may show spent convictions that are not protected under Scots law. */
    'ds_standard_spent_convictions',
    /** I consent to the registered body countersigning my application. */
    'ds_standard_countersignatory',
    /** I consent to the registered body and the organisation receiving the result of my disclosure. */
    'ds_standard_result_sharing',
  ],
} as const satisfies Record<ScottishLevel, readonly string[]>;

export type DbsConsentId = (typeof DBS_CONSENTS)[DbsLevel][number];
export type ScottishConsentId = (typeof SCOTTISH_CONSENTS)[ScottishLevel][number];
export type ConsentId = DbsConsentId | ScottishConsentId;

export interface ConsentGroup<L extends string = string> {
  level: L;
  consents: readonly ConsentId[];
}

type CheckFacts = Pick<Check, 'criteria_check' | 'country_code' | 'level' | 'additional'>;

/**
 * A UK criminal record check whose consent is Disclosure Scotland's: region scotland with a basic or standard
 * level (spec 000 §4). The same rule decides the ds_declaration_consent section in domain/requirements.ts; a test
 * holds the two together.
 */
export function usesScottishConsent(check: CheckFacts): boolean {
  return (
    isUkCriminalRecordCheck(check) &&
    check.additional.region === SCOTLAND_REGION &&
    check.level.some((level) => (SCOTTISH_LEVELS as readonly string[]).includes(level))
  );
}

/** A UK criminal record check whose consent is the DBS page (every UK check that is not Scottish). */
function usesDbsConsent(check: CheckFacts): boolean {
  return isUkCriminalRecordCheck(check) && !usesScottishConsent(check);
}

/**
 * The DBS levels a check asks consent for. A check without any of the three levels is a basic check: basic is the
 * disclosure anyone may ask for about themselves. Basic is never offered for the scotland region (spec 000 §2),
 * where a basic disclosure is Disclosure Scotland's.
 */
function dbsLevelsOf(check: CheckFacts): DbsLevel[] {
  const named = DBS_LEVELS.filter((level) => check.level.includes(level));
  const levels: DbsLevel[] = named.length > 0 ? named : [CHECK_LEVELS.basic];
  return check.additional.region === SCOTLAND_REGION ? levels.filter((level) => level !== CHECK_LEVELS.basic) : levels;
}

/** The UK page 2 groups of a request: enhanced, standard, basic, each once, over its DBS-consent checks. */
export function dbsConsentGroups(request: Pick<ReferenceRequest, 'checks'>): ConsentGroup<DbsLevel>[] {
  const levels = new Set(request.checks.filter(usesDbsConsent).flatMap(dbsLevelsOf));
  return DBS_LEVELS.filter((level) => levels.has(level)).map((level) => ({ level, consents: DBS_CONSENTS[level] }));
}

/** The Disclosure Scotland groups of a request: basic, then standard, over its Scottish-consent checks. */
export function scottishConsentGroups(request: Pick<ReferenceRequest, 'checks'>): ConsentGroup<ScottishLevel>[] {
  const levels = new Set(request.checks.filter(usesScottishConsent).flatMap((check) => check.level));
  return SCOTTISH_LEVELS.filter((level) => levels.has(level)).map((level) => ({
    level,
    consents: SCOTTISH_CONSENTS[level],
  }));
}

/** Every consent of the groups, in the page's order. */
export function consentIdsOf(groups: readonly ConsentGroup[]): ConsentId[] {
  return groups.flatMap((group) => group.consents);
}
