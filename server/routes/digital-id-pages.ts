/**
 * The digital-ID sandbox's pages (outside /api: they are pages, not JSON), standing in for a digital-identity
 * network's hosted page (docs/providers/digital-id.md "The sandbox"):
 *
 * - GET and POST /sandbox/digital-id/{sessionId}: the hosted page a sandbox session's launch URL opens. On POST it
 *   keeps what the tester chose and sends the browser back, as the real page does, to the session's redirect URL
 *   with sessionId, resultsAccessKey and postRedirectAction;
 * - GET /sandbox/digital-id/logos/{providerId}.svg: the sandbox providers' logos.
 *
 * The session's id is the only key, as a hosted page's address is at any such service. The way back is the one the
 * session was created with, checked then to be on our own site, never anything the page's address says: the page
 * cannot be used as an open redirect.
 */
import { readFileSync } from 'node:fs';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { POST_REDIRECT_ACTIONS } from '../../domain/identity-validation';
import { isLanguage, type Language } from '../../domain/locales';
import type { AppDeps, AppEnv } from '../app-env';
import { sandboxFormLimit } from '../middleware/body-size';
import { ApiError } from '../errors';
import { isUuid, readFormBody } from '../http';
import { writeRefusal } from '../requests/write-lock';
import { MAX_PENDING_POLLS, SANDBOX_OUTCOMES, type SandboxSessionRecord } from '../providers/digital-id/records';
import { readRedirectUrl, withSessionReturn } from '../providers/digital-id/redirect-url';
import { finishSandboxSession, findSandboxSession, type FoundSandboxSession } from '../providers/digital-id/sandbox';
import {
  renderMessagePage,
  renderSessionPage,
  type SessionPageErrors,
  type SessionPageValues,
} from '../providers/digital-id/sandbox-page';
import {
  SANDBOX_PAGE_PATH,
  SANDBOX_PROVIDER_IDS,
  sandboxLogoPath,
  sandboxProvider,
} from '../providers/digital-id/sandbox-providers';
import { textsFor } from '../providers/digital-id/texts';
import { fill } from '../providers/shared/placeholders';
import { sendSandboxPage } from '../providers/sandbox-document';
import { serverAsset } from '../paths';

/** What the page offers at first: a success whose results are there at once. */
const DEFAULT_VALUES: SessionPageValues = {
  outcome: 'success',
  postRedirectAction: 'fetch',
  pendingPolls: '3',
  failFirstResults: false,
};

/** Each sandbox provider's logo, read once: the files ship with the code. */
const LOGOS = new Map(
  SANDBOX_PROVIDER_IDS.map((id) => [
    `${id}.svg`,
    readFileSync(serverAsset(`providers/digital-id/sandbox-logos/${id}.svg`), 'utf8'),
  ]),
);
const LOGO_CACHE_CONTROL = 'public, max-age=86400';


const isOneOf = <T extends string>(options: readonly T[], value: string): value is T =>
  (options as readonly string[]).includes(value);

/** The way back of a finished session, or null when it is no longer one of our pages. */
function returnOf(session: SandboxSessionRecord, publicUrl: string): string | null {
  if (!session.outcome) return null;
  const redirect = readRedirectUrl(session.redirect_url, publicUrl);
  if (!redirect.ok) return null;
  return withSessionReturn(redirect.url, {
    sessionId: session.session_id,
    resultsAccessKey: session.results_access_key,
    action: session.post_redirect_action,
  });
}

export function digitalIdPageRoutes({ db, config, now }: AppDeps) {
  const routes = new Hono<AppEnv>();

  const languageFor = (c: Context<AppEnv>, session?: SandboxSessionRecord): Language => {
    const asked = c.req.query('lang');
    if (isLanguage(asked)) return asked;
    return session?.language ?? 'en';
  };

  function message(
    c: Context<AppEnv>,
    status: ContentfulStatusCode,
    language: Language,
    title: string,
    paragraphs: string[],
    returnUrl: string | null,
  ) {
    return sendSandboxPage(c, renderMessagePage({ language, page: textsFor(language).page, title, paragraphs, returnTo: returnUrl }), status);
  }

  /** The session the path names, or the "no longer valid" page (the same for an id that never existed). */
  async function sessionFor(c: Context<AppEnv>): Promise<FoundSandboxSession | Response> {
    const id = c.req.param('sessionId') ?? '';
    const found = isUuid(id) ? await findSandboxSession(db, id.toLowerCase()) : undefined;
    if (found) return found;
    const page = textsFor(languageFor(c)).page;
    return message(c, 404, languageFor(c), page.unavailableTitle, [page.unavailableBody], null);
  }

  /** What a session that can no longer be finished says: already finished, or its form is locked. */
  function settledPage(c: Context<AppEnv>, found: FoundSandboxSession, language: Language): Response | null {
    const page = textsFor(language).page;
    if (found.session.outcome) {
      return message(c, 200, language, page.finishedTitle, [page.finishedBody], returnOf(found.session, config.publicUrl));
    }
    if (writeRefusal(found.owner, now())) return message(c, 409, language, page.unavailableTitle, [page.lockedBody], null);
    return null;
  }

  function sessionPage(
    c: Context<AppEnv>,
    found: FoundSandboxSession,
    language: Language,
    values: SessionPageValues,
    errors: SessionPageErrors,
  ) {
    const texts = textsFor(language);
    const provider = sandboxProvider(found.session.provider_id);
    const rendered = renderSessionPage({
      language,
      page: texts.page,
      reasons: texts.reasons,
      providerName: provider?.name ?? found.session.provider_id,
      logoPath: provider ? sandboxLogoPath(provider.id) : '',
      values,
      errors,
    });
    return sendSandboxPage(c, rendered, Object.keys(errors).length > 0 ? 400 : 200);
  }

  routes.get(`${SANDBOX_PAGE_PATH}/logos/:file`, (c) => {
    const svg = LOGOS.get(c.req.param('file'));
    if (!svg) return c.text('Not found.', 404);
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', LOGO_CACHE_CONTROL);
    return c.body(svg);
  });

  routes.get(`${SANDBOX_PAGE_PATH}/:sessionId`, async (c) => {
    const found = await sessionFor(c);
    if (found instanceof Response) return found;
    const language = languageFor(c, found.session);
    return settledPage(c, found, language) ?? sessionPage(c, found, language, DEFAULT_VALUES, {});
  });

  routes.post(`${SANDBOX_PAGE_PATH}/:sessionId`, sandboxFormLimit(), async (c) => {
    const found = await sessionFor(c);
    if (found instanceof Response) return found;
    const language = languageFor(c, found.session);
    const settled = settledPage(c, found, language);
    if (settled) return settled;

    const form = await readFormBody(c);
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string).trim() : '');
    const outcome = field('outcome');
    const action = field('post_redirect_action');
    const polls = field('pending_polls');
    const values: SessionPageValues = {
      outcome: isOneOf(SANDBOX_OUTCOMES, outcome) ? outcome : null,
      postRedirectAction: isOneOf(POST_REDIRECT_ACTIONS, action) ? action : null,
      pendingPolls: polls,
      failFirstResults: field('fail_first_results') === '1',
    };
    const page = textsFor(language).page;
    const errors: SessionPageErrors = {};
    if (!values.outcome) errors.outcome = page.outcomeRequired;
    if (!values.postRedirectAction) errors.post_redirect_action = page.timingRequired;
    const pendingPolls = Number(polls);
    // The count matters only for results that come later; at once, whatever is typed there is ignored.
    const pollsValid = /^\d{1,3}$/.test(polls) && pendingPolls <= MAX_PENDING_POLLS;
    if (values.postRedirectAction === 'poll' && !pollsValid) {
      errors.pending_polls = fill(page.pollsInvalid, { max: String(MAX_PENDING_POLLS) });
    }
    if (!values.outcome || !values.postRedirectAction || errors.pending_polls) {
      return sessionPage(c, found, language, values, errors);
    }

    const choice = {
      outcome: values.outcome,
      postRedirectAction: values.postRedirectAction,
      pendingPolls: pollsValid ? pendingPolls : 0,
      failFirstResults: values.failFirstResults,
    };
    let session: SandboxSessionRecord;
    try {
      session = await finishSandboxSession(db, found, choice, now());
    } catch (error) {
      // The form was completed, or the request withdrawn, since the page was checked.
      if (error instanceof ApiError && error.status === 409) {
        return message(c, 409, language, page.unavailableTitle, [page.lockedBody], null);
      }
      throw error;
    }
    const back = returnOf(session, config.publicUrl);
    if (!back) return message(c, 400, language, page.unavailableTitle, [page.unavailableBody], null);
    return c.redirect(back, 303);
  });

  return routes;
}
