/**
 * Identity validation by document scan, the first provider's flow (spec 000 §2 "Identity validation", §4, §7, §9;
 * docs/providers/document-scan.md):
 *
 * - GET /providers/hooyu/identity_verification/status/{guid}: the hosted check's `link`, creating the verification
 *   at the service the first time; the SPA opens it in the same window. A write: after completion, expiry or
 *   withdrawal it answers 409 with the write lock's words.
 * - GET /providers/hooyu/{guid}/: the verification's `status` (and the credit search's `credit_status`), which the
 *   SPA polls every 5 s on its return until it is final;
 * - GET /providers/hooyu/is_abandoned/{guid}: whether the candidate abandoned the check.
 *
 * The two reads first bring the verification up to date with the service, then answer from the same provider
 * states as the completion check (server/providers/status.ts). Each is token-authenticated by the Authorization
 * header; the guid must be the token's own request guid, else 404. The `user_token` the specification's client
 * puts in the status call's query is never read: the header alone authenticates, so a token in an address opens
 * nothing here, and the request log keeps paths without their query.
 *
 * Outside /api, GET and POST /sandbox/document-scan/{verificationId}: the sandbox service's hosted page.
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type Language, languageOrDefault } from '../../domain/locales';
import type { AppDeps, AppEnv } from '../app-env';
import { sandboxFormLimit } from '../middleware/body-size';
import { notFound, requireCandidate, sameGuid } from '../auth/candidate-auth';
import type { CandidateRecord } from '../db/repositories/reference-requests';
import { ApiError, detailError, ValidationError } from '../errors';
import { isUuid, readFormBody } from '../http';
import { refuseEarly } from '../requests/response-write';
import { writeRefusal } from '../requests/write-lock';
import { documentScanFor } from '../providers/document-scan/adapters';
import { DocumentScanUnavailableError } from '../providers/document-scan/provider';
import { SANDBOX_OUTCOMES, type SandboxOutcome } from '../providers/document-scan/record';
import { chooseSandboxOutcome, MAX_PENDING_POLLS, SANDBOX_PAGE_PATH } from '../providers/document-scan/sandbox';
import {
  outcomeSentence,
  renderCheckPage,
  renderMessagePage,
  type CheckPageErrors,
} from '../providers/document-scan/sandbox-page';
import { findDocumentScan, type OwnedDocumentScan } from '../providers/document-scan/store';
import { textsFor } from '../providers/document-scan/texts';
import {
  refreshVerification,
  returnPathFor,
  startVerification,
  type DocumentScan,
} from '../providers/document-scan/verifications';
import { readReturnPath } from '../providers/e-signing/return-path';
import { fill } from '../providers/shared/placeholders';
import { loadProviderStates } from '../providers/states';
import { providerStatusesFrom } from '../providers/status';
import { sendSandboxPage } from '../providers/sandbox-document';
import { creditStatusRefresher } from './credit-check';

export const DOCUMENT_SCAN_UNAVAILABLE = 'The identity check service is unavailable. Please try again later.';
export const INVALID_RETURN = 'The return address must be a path on this site.';

/** The sandbox page's form: a number and a button's value. */

export function documentScanRoutes(deps: AppDeps) {
  const { db, config, logger, now } = deps;
  const routes = new Hono<AppEnv>();
  // The status call answers the credit search's status too (spec 000 §7), brought up to date the same way.
  const refreshCredit = creditStatusRefresher(deps);
  const scan: DocumentScan = { db, provider: documentScanFor({ db, config, now }), publicUrl: config.publicUrl, now };

  async function ownRequest(c: Context<AppEnv>): Promise<CandidateRecord> {
    const candidate = await requireCandidate(db, c.req.header('authorization'));
    if (!sameGuid(c.req.param('guid'), candidate.requestGuid)) throw notFound();
    return candidate;
  }

  const logUnavailable = (c: Context<AppEnv>, call: string, error: DocumentScanUnavailableError) =>
    logger.warn('document scan failed', {
      request_id: c.get('requestId'),
      provider: scan.provider.name,
      call,
      reason: error.message,
    });

  /**
   * The candidate, their verification brought up to date first. A service that does not answer, or a response
   * locked meanwhile, leaves the stored answer standing: the SPA asks again at its next poll.
   */
  async function refreshed(c: Context<AppEnv>): Promise<CandidateRecord> {
    const candidate = await ownRequest(c);
    try {
      await refreshVerification(scan, candidate);
    } catch (error) {
      if (error instanceof DocumentScanUnavailableError) logUnavailable(c, 'status', error);
      else if (!(error instanceof ApiError && error.status === 409)) throw error;
    }
    return candidate;
  }

  const statusesOf = async (candidate: CandidateRecord) =>
    providerStatusesFrom(await loadProviderStates(db, candidate.responseId));

  routes.get('/providers/hooyu/identity_verification/status/:guid', async (c) => {
    const candidate = await ownRequest(c);
    const back = readReturnPath(c.req.query('return'));
    if (!back.ok) throw new ValidationError({ return: [INVALID_RETURN] });
    const asked = c.req.query('lang');
    const language = languageOrDefault(asked);

    await refuseEarly(db, candidate, { section: 'identity_validation' }, now());
    try {
      const record = await startVerification(scan, candidate, {
        returnPath: returnPathFor(back.path, candidate.requestGuid),
        language,
      });
      return c.json({ link: record.link });
    } catch (error) {
      if (error instanceof DocumentScanUnavailableError) {
        logUnavailable(c, 'create', error);
        throw detailError(503, DOCUMENT_SCAN_UNAVAILABLE);
      }
      throw error;
    }
  });

  routes.get('/providers/hooyu/is_abandoned/:guid', async (c) => {
    const statuses = await statusesOf(await refreshed(c));
    return c.json({ abandoned: statuses.identity.firstProviderAbandoned === true });
  });

  routes.get('/providers/hooyu/:guid/', async (c) => {
    const candidate = await refreshed(c);
    await refreshCredit(c, candidate);
    const statuses = await statusesOf(candidate);
    return c.json({ status: statuses.identity.firstProviderStatus, credit_status: statuses.creditStatus });
  });

  return routes;
}


const isSandboxOutcome = (value: string): value is SandboxOutcome =>
  (SANDBOX_OUTCOMES as readonly string[]).includes(value);

/** A count of look-ups as typed: blank is none; anything but a whole number up to the maximum is refused. */
function readPendingPolls(value: string): number | null {
  const text = value.trim();
  if (text === '') return 0;
  if (!/^\d{1,3}$/.test(text)) return null;
  const count = Number(text);
  return count <= MAX_PENDING_POLLS ? count : null;
}

export function documentScanPageRoutes({ db, now }: AppDeps) {
  const routes = new Hono<AppEnv>();

  const languageOf = (c: Context<AppEnv>): Language => {
    const asked = c.req.query('lang');
    return languageOrDefault(asked);
  };

  function message(
    c: Context<AppEnv>,
    status: ContentfulStatusCode,
    title: string,
    paragraphs: string[],
    back: string | null,
  ) {
    const language = languageOf(c);
    return sendSandboxPage(c, renderMessagePage({ language, page: textsFor(language), title, paragraphs, returnTo: back }), status);
  }

  /** The sandbox verification the path names, or the "no longer valid" page (the same for one that never existed). */
  async function verificationFor(c: Context<AppEnv>): Promise<OwnedDocumentScan | Response> {
    const id = c.req.param('id') ?? '';
    const found = isUuid(id) ? await findDocumentScan(db, id.toLowerCase()) : undefined;
    if (found?.record.provider === 'sandbox') return found;
    const page = textsFor(languageOf(c));
    return message(c, 404, page.unavailableTitle, [page.unavailableBody], null);
  }

  /** The `return` path, or the page refusing it: the hosted page never sends anyone to another site. */
  function returnFor(c: Context<AppEnv>): { path: string | null } | Response {
    const read = readReturnPath(c.req.query('return'));
    if (read.ok) return { path: read.path };
    const page = textsFor(languageOf(c));
    return message(c, 400, page.unavailableTitle, [page.invalidReturn], null);
  }

  /** The page of a verification the tester has already decided, or of a response that can no longer change. */
  function settledPage(c: Context<AppEnv>, { record, owner }: OwnedDocumentScan, back: string | null) {
    const page = textsFor(languageOf(c));
    if (record.sandbox_choice) {
      return message(c, 200, page.finishedTitle, [outcomeSentence(page, record.sandbox_choice.outcome)], back);
    }
    if (writeRefusal(owner, now())) return message(c, 409, page.unavailableTitle, [page.lockedBody], back);
    return null;
  }

  function checkPage(
    c: Context<AppEnv>,
    found: OwnedDocumentScan,
    values: { pending_polls: string },
    errors: CheckPageErrors,
  ) {
    const language = languageOf(c);
    const page = renderCheckPage({ language, page: textsFor(language), company: found.owner.companyName, values, errors });
    return sendSandboxPage(c, page, Object.keys(errors).length > 0 ? 400 : 200);
  }

  routes.get(`${SANDBOX_PAGE_PATH}/:id`, async (c) => {
    const found = await verificationFor(c);
    if (found instanceof Response) return found;
    const back = returnFor(c);
    if (back instanceof Response) return back;
    return settledPage(c, found, back.path) ?? checkPage(c, found, { pending_polls: '0' }, {});
  });

  routes.post(`${SANDBOX_PAGE_PATH}/:id`, sandboxFormLimit(), async (c) => {
    const found = await verificationFor(c);
    if (found instanceof Response) return found;
    const back = returnFor(c);
    if (back instanceof Response) return back;
    // Back to the form, as the real service sends the candidate; without a way back, to this page.
    const after = () => c.redirect(back.path ?? c.req.url, 303);
    if (found.record.sandbox_choice) return after();
    const settled = settledPage(c, found, back.path);
    if (settled) return settled;

    const form = await readFormBody(c);
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const page = textsFor(languageOf(c));
    const outcome = field('outcome');
    const pendingPolls = readPendingPolls(field('pending_polls'));
    const errors: CheckPageErrors = {};
    if (!isSandboxOutcome(outcome)) errors.outcome = page.invalidOutcome;
    if (pendingPolls === null) errors.pending_polls = fill(page.pendingPollsInvalid, { max: String(MAX_PENDING_POLLS) });
    if (!isSandboxOutcome(outcome) || pendingPolls === null) {
      return checkPage(c, found, { pending_polls: field('pending_polls') }, errors);
    }
    try {
      await chooseSandboxOutcome(db, found, { outcome, pendingPolls }, now());
    } catch (error) {
      // Completed, expired or withdrawn since the page was shown.
      if (error instanceof ApiError && error.status === 409) {
        return message(c, 409, page.unavailableTitle, [page.lockedBody], back.path);
      }
      throw error;
    }
    return after();
  });

  return routes;
}
