/**
 * The sandbox income-verification service's tax-account page (docs/providers/employment-verification.md "The
 * sandbox"), outside /api: GET and POST /sandbox/employment-verification/{reference}?lang=…&return=…. It is shown
 * in the step's frame, so it may be framed by our own origin (CSP `frame-ancestors 'self'`, X-Frame-Options
 * SAMEORIGIN) and by nothing else. Connecting stays in the frame; the endings answer the top window with a 303 back
 * to the step, with `case=fail` or `case=cancel` where the real service would send them.
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isOrderFinished, RETURN_CASE_PARAM } from '../../domain/employment-verification';
import { type Language, languageOrDefault } from '../../domain/locales';
import type { AppDeps, AppEnv } from '../app-env';
import { sandboxFormLimit } from '../middleware/body-size';
import { ApiError } from '../errors';
import { isUuid, readFormBody } from '../http';
import { readReturnPath } from '../providers/e-signing/return-path';
import { fill } from '../providers/shared/placeholders';
import { recordSandboxStep, SANDBOX_PAGE_PATH } from '../providers/employment-verification/sandbox';
import {
  ACTION_RESULTS,
  renderMessagePage,
  renderTaxAccountPage,
  SANDBOX_ACTIONS,
  type SandboxAction,
} from '../providers/employment-verification/sandbox-page';
import { findOrder, type OwnedOrder } from '../providers/employment-verification/store';
import { textsFor } from '../providers/employment-verification/texts';
import { sendSandboxPage } from '../providers/sandbox-document';
import { writeRefusal } from '../requests/write-lock';

/** The page's forms: one button's value. */

const PATH_BASE = 'http://return.invalid';

const isSandboxAction = (value: string): value is SandboxAction =>
  (SANDBOX_ACTIONS as readonly string[]).includes(value);

/** The way back with the case the ending carries. */
function withCase(path: string, returnCase: string): string {
  const url = new URL(path, PATH_BASE);
  url.searchParams.set(RETURN_CASE_PARAM, returnCase);
  return `${url.pathname}${url.search}`;
}

export function employmentVerificationPageRoutes({ db, now }: AppDeps) {
  const routes = new Hono<AppEnv>();

  const languageOf = (c: Context<AppEnv>): Language => {
    const asked = c.req.query('lang');
    return languageOrDefault(asked);
  };

  function message(c: Context<AppEnv>, status: ContentfulStatusCode, title: string, body: string, back: string | null) {
    const language = languageOf(c);
    return sendSandboxPage(c, renderMessagePage({ language, page: textsFor(language), title, paragraphs: [body], returnTo: back }), status);
  }

  /** The sandbox order the path names, or the "no longer valid" page (the same for one that never existed). */
  async function orderFor(c: Context<AppEnv>): Promise<OwnedOrder | Response> {
    const reference = c.req.param('reference') ?? '';
    const found = isUuid(reference) ? await findOrder(db, reference.toLowerCase()) : undefined;
    if (found?.order.provider === 'sandbox') return found;
    const page = textsFor(languageOf(c));
    return message(c, 404, page.unavailableTitle, page.unavailableBody, null);
  }

  /** The `return` path, or the page refusing it: the sandbox never sends anyone to another site. */
  function returnFor(c: Context<AppEnv>): { path: string | null } | Response {
    const read = readReturnPath(c.req.query('return'));
    if (read.ok) return { path: read.path };
    const page = textsFor(languageOf(c));
    return message(c, 400, page.unavailableTitle, page.invalidReturn, null);
  }

  /** The page of an order that is over, or of a response that can no longer change. */
  function settledPage(c: Context<AppEnv>, { order, owner }: OwnedOrder, back: string | null) {
    const page = textsFor(languageOf(c));
    const outcome = order.sandbox?.outcome ?? (isOrderFinished(order.status) ? order.status : null);
    if (outcome) return message(c, 200, page.finishedTitle, fill(page.finishedBody, { outcome }), back);
    if (writeRefusal(owner, now())) return message(c, 409, page.unavailableTitle, page.lockedBody, back);
    return null;
  }

  function taxAccountPage(c: Context<AppEnv>, found: OwnedOrder, error: string | null) {
    const language = languageOf(c);
    const page = renderTaxAccountPage({
      language,
      page: textsFor(language),
      company: found.owner.companyName,
      connected: found.order.sandbox?.connected === true,
      error,
    });
    return sendSandboxPage(c, page, error ? 400 : 200);
  }

  routes.get(`${SANDBOX_PAGE_PATH}/:reference`, async (c) => {
    const found = await orderFor(c);
    if (found instanceof Response) return found;
    const back = returnFor(c);
    if (back instanceof Response) return back;
    return settledPage(c, found, back.path) ?? taxAccountPage(c, found, null);
  });

  routes.post(`${SANDBOX_PAGE_PATH}/:reference`, sandboxFormLimit(), async (c) => {
    const found = await orderFor(c);
    if (found instanceof Response) return found;
    const back = returnFor(c);
    if (back instanceof Response) return back;
    const settled = settledPage(c, found, back.path);
    if (settled) return settled;

    const form = await readFormBody(c);
    const action = typeof form.action === 'string' ? form.action : '';
    const connected = found.order.sandbox?.connected === true;
    // Only what the page offers: connecting first, the endings once connected (cancelling at any time).
    const offered = connected ? action !== 'connect' : action === 'connect' || action === 'cancel';
    if (!isSandboxAction(action) || !offered) return taxAccountPage(c, found, textsFor(languageOf(c)).invalidAction);

    const step = action === 'connect' ? null : ACTION_RESULTS[action];
    try {
      if (!step) await recordSandboxStep(db, found, { connect: true }, now());
      else if ('outcome' in step) await recordSandboxStep(db, found, { outcome: step.outcome }, now());
    } catch (error) {
      // Completed, expired or withdrawn since the page was shown.
      if (error instanceof ApiError && error.status === 409) {
        const page = textsFor(languageOf(c));
        return message(c, 409, page.unavailableTitle, page.lockedBody, back.path);
      }
      throw error;
    }
    // Connecting stays on the page, in the frame; an ending goes back to the step (the form targets the top).
    if (!step || !back.path) return c.redirect(c.req.url, 303);
    return c.redirect('returnCase' in step ? withCase(back.path, step.returnCase) : back.path, 303);
  });

  return routes;
}
