/**
 * The drug screening and occupational health steps (spec 000 §2 "Drug-screening collection", §4, §7;
 * docs/providers/screening.md):
 *
 * - GET /providers/clearstar_account_details?guid={guid}&check={check}&lang={lang}: what the collection-site widget
 *   is opened with, for one check the request needs (`check` drug_screening or occupational_health; without it the
 *   first of them). The key is spelt `authenication_token`, as the specification's client reads it.
 * - POST /providers/screening_registration {guid, check, data}: the registration the widget reported (its message
 *   6), handed to the service and recorded, which sets the check's registration flag
 *   (GET /providers/clearstar_registration_id/{responseGuid}/, server/routes/providers.ts) and so completes its
 *   step. The specification names `data` and `guid`; `check` says which step the registration was made from.
 *
 * Token-authenticated by the Authorization header; the guid must be the token's own request guid, else 404. The
 * registration is a write: 409 once the request is completed, expired or withdrawn.
 *
 * Outside /api, GET /sandbox/screening/widget: the sandbox service's widget, which the step frames.
 */
import { Hono, type Context } from 'hono';
import { languageOrDefault } from '../../domain/locales';
import { MESSAGES } from '../../domain/messages';
import { REGISTRATION_CHECKS, type RegistrationCheck } from '../../domain/provider-status';
import type { ReferenceResponse } from '../../domain/reference-response';
import { requiredSections } from '../../domain/requirements';
import { isRegistrationCheck, SCREENING_STEPS, screeningRegistrationSchema } from '../../domain/screening';
import { serverToday } from '../../domain/today';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound, requireCandidate, sameGuid } from '../auth/candidate-auth';
import type { CandidateRecord } from '../db/repositories/reference-requests';
import { detailError, parseOrThrow, ValidationError } from '../errors';
import { readJsonObject } from '../http';
import { loadReferenceResponse } from '../requests/load-response';
import { lockedWrite, writeRefusal } from '../requests/write-lock';
import { sendSandboxPage } from '../providers/sandbox-document';
import { screeningFor } from '../providers/screening/adapters';
import { ScreeningUnavailableError } from '../providers/screening/provider';
import { checkOfSandboxService, SANDBOX_WIDGET_PATH } from '../providers/screening/sandbox';
import { renderUnavailablePage, renderWidgetPage } from '../providers/screening/sandbox-page';
import {
  DEFAULT_SEARCH_DISTANCE_MILES,
  SEARCH_DISTANCES_MILES,
  sitesNear,
  ZIP_AREAS,
  type SiteFound,
} from '../providers/screening/sandbox-sites';
import { textsFor } from '../providers/screening/texts';
import { fill } from '../providers/shared/placeholders';
import { providerStatusesFrom } from '../providers/status';
import { loadProviderStates, writeProviderState } from '../providers/states';

export const SCREENING_UNAVAILABLE = 'The screening service is unavailable. Please try again later.';
export const SCREENING_NOT_NEEDED = 'This request does not need drug screening or occupational health.';
export const CHECK_NOT_NEEDED = 'This request does not need this check.';

/** The registration checks whose steps the request needs, in the specification's order. */
function neededChecks(response: ReferenceResponse, at: Date): RegistrationCheck[] {
  const sections = new Set(requiredSections(response, serverToday(at)).map(({ section }) => section));
  return REGISTRATION_CHECKS.filter((check) => sections.has(SCREENING_STEPS[check].section));
}

const flagsOf = (registrations: Partial<Record<RegistrationCheck, boolean>> | null) => ({
  drug_screening: registrations?.drug_screening === true,
  occupational_health: registrations?.occupational_health === true,
});

export function screeningRoutes({ db, config, logger, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const provider = screeningFor(config);

  async function ownRequest(c: Context<AppEnv>, guid: unknown): Promise<CandidateRecord> {
    const candidate = await requireCandidate(db, c.req.header('authorization'));
    if (typeof guid !== 'string' || !sameGuid(guid, candidate.requestGuid)) throw notFound();
    return candidate;
  }

  const unavailable = (c: Context<AppEnv>, call: string, error: ScreeningUnavailableError) => {
    logger.warn('screening failed', { request_id: c.get('requestId'), provider: provider.name, call, reason: error.message });
    return detailError(503, SCREENING_UNAVAILABLE);
  };

  routes.get('/providers/clearstar_account_details', async (c) => {
    const candidate = await ownRequest(c, c.req.query('guid'));
    const at = now();
    const needed = neededChecks(await loadReferenceResponse(db, candidate.requestId, at), at);
    const asked = c.req.query('check');
    if (asked !== undefined && !(isRegistrationCheck(asked) && needed.includes(asked))) {
      throw new ValidationError({ check: [isRegistrationCheck(asked) ? CHECK_NOT_NEEDED : MESSAGES.selectFromList] });
    }
    const check = asked ?? needed[0];
    if (!check) throw detailError(400, SCREENING_NOT_NEEDED);
    const lang = c.req.query('lang');
    const language = languageOrDefault(lang);
    try {
      const details = await provider.accountDetails({ reference: candidate.responseGuid, check, language });
      return c.json({
        authenication_token: details.authenticationToken,
        business_id: details.businessId,
        customer_id: details.customerId,
        service_id: details.serviceId,
        widget_url: details.widgetUrl,
      });
    } catch (error) {
      if (error instanceof ScreeningUnavailableError) throw unavailable(c, 'account details', error);
      throw error;
    }
  });

  routes.post('/providers/screening_registration', async (c) => {
    const body = await readJsonObject(c);
    const candidate = await requireCandidate(db, c.req.header('authorization'));
    // Another request's guid is as unknown as a missing one; a guid that is not given at all is the 400 below.
    if (typeof body.guid === 'string' && !sameGuid(body.guid, candidate.requestGuid)) throw notFound();
    const { check, data } = parseOrThrow(screeningRegistrationSchema, body);

    const at = now();
    const refusal = writeRefusal(candidate, at);
    if (refusal) throw detailError(409, refusal);
    const needs = (response: ReferenceResponse) => {
      if (!neededChecks(response, at).includes(check)) throw new ValidationError({ check: [CHECK_NOT_NEEDED] });
    };
    needs(await loadReferenceResponse(db, candidate.requestId, at));
    // The service keeps the registration first, outside the row lock; the flag is set only once it has.
    try {
      await provider.register({ reference: candidate.responseGuid, check, data });
    } catch (error) {
      if (error instanceof ScreeningUnavailableError) throw unavailable(c, 'registration', error);
      throw error;
    }
    const registrations = await lockedWrite(db, candidate, at, async (tx) => {
      needs(await loadReferenceResponse(tx, candidate.requestId, at));
      await writeProviderState(tx, candidate.responseId, 'screening_registrations', {
        [check]: { registration_id: data.registration_id, registered_at: at.toISOString(), data },
      }, at);
      await writeProviderState(tx, candidate.responseId, 'registration', { [check]: true }, at);
      return providerStatusesFrom(await loadProviderStates(tx, candidate.responseId)).registrations;
    });
    return c.json(flagsOf(registrations));
  });

  return routes;
}

/** A zip code as typed: five digits, spaces around ignored. */
const ZIP = /^\d{5}$/;

export function screeningPageRoutes({ config }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const parentOrigin = new URL(config.publicUrl).origin;

  routes.get(SANDBOX_WIDGET_PATH, (c) => {
    const asked = c.req.query('lang');
    const language = languageOrDefault(asked);
    const text = textsFor(language);
    const serviceId = c.req.query('service_id') ?? '';
    const check = checkOfSandboxService(serviceId);
    if (!check) return sendSandboxPage(c, renderUnavailablePage(language, text), 404);

    const zip = (c.req.query('zip') ?? '').trim();
    const distanceAsked = Number(c.req.query('distance'));
    const distance = (SEARCH_DISTANCES_MILES as readonly number[]).includes(distanceAsked)
      ? distanceAsked
      : DEFAULT_SEARCH_DISTANCE_MILES;
    let found: SiteFound[] | null = null;
    let zipError: string | null = null;
    if (c.req.query('zip') !== undefined) {
      found = ZIP.test(zip) ? sitesNear(zip, distance, check) : null;
      if (!ZIP.test(zip)) zipError = text.invalidZip;
      else if (!found) zipError = fill(text.unknownZip, { zips: ZIP_AREAS.map((area) => area.zip).join(', ') });
    }
    const page = renderWidgetPage({ language, text, parentOrigin, serviceId, search: { zip, distance }, found, zipError });
    return sendSandboxPage(c, page, zipError ? 400 : 200);
  });

  return routes;
}
