/**
 * Creates a candidate's request: what POST /api/org/requests and the invite command line both call.
 */
import { CHECK_TYPES } from '../../domain/checks';
import type { CreatedRequest, OrgRequest } from '../../domain/org-request.schema';
import { storedConfigTexts } from '../../domain/referees/config-texts';
import { generateUserToken, hashToken } from '../auth/tokens';
import type { Database } from '../db/client';
import { upsertCompany } from '../db/repositories/companies';
import { countryIdsByCode } from '../db/repositories/countries';
import { insertRequestWithChecks, type NewCheck } from '../db/repositories/reference-requests';
import { addFieldError, ValidationError, type FieldErrors } from '../errors';
import { questionnaireIdsBySlug, QUESTIONNAIRE_ERRORS, questionnaireSlugOf } from '../fit-and-proper/questionnaires';
import { recordResponseChange } from '../org/lifecycle';
import { queueInvitation } from '../mail/outbox';
import { isPrefillState, prefillResponse } from '../sandbox/prefill';
import { candidateUrl } from './candidate-url';

export interface CreateRequestOptions {
  /** The organisation the request belongs to, the only one its API shows it to. */
  organisationId: number;
  /** Origin the candidate's link points at, e.g. http://localhost:3000. */
  publicUrl: string;
  /** Whether sandbox_state may be honoured (development and testing only). */
  allowSandboxStates: boolean;
  /** Clock, for tests. */
  now?: Date;
}

/** A request lives 30 days unless the organisation says otherwise (docs/api.md). */
const DEFAULT_REQUEST_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

const UNKNOWN_COUNTRY = 'Unknown country code.';
const SANDBOX_STATES_DISABLED = 'Sandbox states are disabled on this server.';
const EXPIRY_IN_PAST = 'The expiry date must be in the future.';

export async function createRequest(
  db: Database,
  input: OrgRequest,
  options: CreateRequestOptions,
): Promise<CreatedRequest> {
  const now = options.now ?? new Date();
  const errors: FieldErrors = {};

  if (input.sandbox_state && !options.allowSandboxStates) {
    addFieldError(errors, 'sandbox_state', SANDBOX_STATES_DISABLED);
  }

  let expireDate = input.expire_date ? new Date(input.expire_date) : new Date(now.getTime() + DEFAULT_REQUEST_LIFETIME_MS);
  if (input.expire_date && expireDate.getTime() <= now.getTime()) {
    // A past expiry makes a link that never worked; the sandbox state "expired" is the way to get one on purpose.
    addFieldError(errors, 'expire_date', EXPIRY_IN_PAST);
  }

  const countryIds = await countryIdsByCode(db, [
    input.country,
    ...input.checks.flatMap((check) => (check.country ? [check.country] : [])),
  ]);
  const requestCountryId = countryIds.get(input.country);
  if (requestCountryId === undefined) addFieldError(errors, 'country', UNKNOWN_COUNTRY);
  input.checks.forEach((check, index) => {
    if (check.country && !countryIds.has(check.country)) addFieldError(errors, `checks.${index}.country`, UNKNOWN_COUNTRY);
  });

  const questionnaireIds = await questionnaireIdsBySlug(db, input.checks.flatMap((check) => questionnaireSlugOf(check) ?? []));
  input.checks.forEach((check, index) => {
    const slug = questionnaireSlugOf(check);
    if (check.questionnaire !== null && slug === null) addFieldError(errors, `checks.${index}.questionnaire`, QUESTIONNAIRE_ERRORS.notAsked);
    else if (slug !== null && !questionnaireIds.has(slug)) addFieldError(errors, `checks.${index}.questionnaire`, QUESTIONNAIRE_ERRORS.unknown);
  });

  if (Object.keys(errors).length > 0 || requestCountryId === undefined) throw new ValidationError(errors);

  const sandbox = options.allowSandboxStates ? input.sandbox_state : undefined;
  if (sandbox === 'expired') expireDate = new Date(now.getTime() - ONE_DAY_MS);
  const completed = sandbox === 'completed';
  // A request part-way through has been opened by the candidate.
  const started = isPrefillState(sandbox);

  const newChecks: NewCheck[] = input.checks.map((check) => ({
    slug: check.type,
    title: CHECK_TYPES[check.type],
    level: check.level,
    region: check.region,
    requireDigitalIdVerification: check.require_digital_id_verification,
    countryId: check.country ? (countryIds.get(check.country) ?? requestCountryId) : requestCountryId,
    minimumCriteriaCount: check.minimum_criteria_count,
    referenceCheckConfig: check.reference_check_config.map((config) => {
      const { translations, ...texts } = storedConfigTexts(config.name_displayed, config.note_to_candidate);
      return {
        questionnaire: config.questionnaire,
        ...texts,
        minimum_criteria_count: config.minimum_criteria_count,
        relationship: config.relationship,
        ...(Object.keys(translations).length > 0 ? { translations } : {}),
      };
    }),
    questionnaireId: questionnaireIds.get(questionnaireSlugOf(check) ?? '') ?? null,
  }));

  const userToken = generateUserToken();
  const created = await db.transaction(async (tx) => {
    const companyId = await upsertCompany(tx, {
      name: input.company.name,
      logoUrl: input.company.logo_url,
      nzCompanyCode: input.company.nz_company_code,
      contactEmail: input.company.contact_email,
      contactPhone: input.company.contact_phone,
    });
    const inserted = await insertRequestWithChecks(
      tx,
      {
        organisationId: options.organisationId,
        companyId,
        tokenHash: hashToken(userToken),
        status: completed ? 'completed' : started ? 'in_progress' : 'requested',
        expireDate,
        hasSoftDeleted: sandbox === 'profile_removed',
        consentFormLink: input.consent_form_link,
        disclosureFormLink: input.disclosure_form_link,
        candidateFirstName: input.candidate.first_name,
        candidateLastName: input.candidate.last_name,
        candidateEmail: input.candidate.email,
        countryId: requestCountryId,
        isRescreening: input.is_rescreening,
        useDigitalIdForRescreening: input.use_digital_id_for_rescreening,
        minimumCriteriaCountType: input.employment.minimum_criteria_count_type,
        criteriaCount: input.employment.criteria_count,
        allowPersonalEmailAddress: input.employment.allow_personal_email_address ?? false,
        language: input.language,
        startedAt: completed ? now : null,
        lastActivityAt: completed ? now : null,
        createdAt: now,
        updatedAt: now,
      },
      newChecks,
      completed ? { status: 'done', completedAt: now } : { status: 'in_progress' },
    );
    if (isPrefillState(sandbox)) {
      await prefillResponse(tx, inserted.id, sandbox, now);
      await recordResponseChange(tx, inserted.id, now);
    }
    // A sandbox request made dead on purpose (expired, withdrawn, completed) has nothing to invite to.
    const live = sandbox === undefined || isPrefillState(sandbox);
    if (input.send_invitation && live) {
      await queueInvitation(tx, {
        requestId: inserted.id,
        recipient: input.candidate.email,
        link: candidateUrl(options.publicUrl, inserted.guid, userToken),
        reminders: input.reminders,
        expiresAt: expireDate,
        now,
      });
    }
    return inserted;
  });

  return { guid: created.guid, user_token: userToken, url: candidateUrl(options.publicUrl, created.guid, userToken) };
}
