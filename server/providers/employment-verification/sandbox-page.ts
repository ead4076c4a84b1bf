/**
 * The sandbox's tax-account page and the pages around it, as small self-contained HTML documents (no SPA, no
 * script; inline CSS allowed by its hash). Unlike the other sandbox pages these are shown inside the step's frame,
 * so their Content-Security-Policy lets our own origin frame them (`frame-ancestors 'self'`), and nothing else.
 *
 * The page says plainly that it is a sandbox. A tester first connects the tax account (the page stays in the
 * frame), then chooses how the verification ends; those forms target the top window, which goes back to the step,
 * with `case=fail` or `case=cancel` where the real service would send them.
 */
import { fill } from '../shared/placeholders';
import { escapeHtml, type RenderedPage, renderSandboxMessage, sandboxDocument, type SandboxMessage } from '../sandbox-document';
import type { SandboxOutcome } from './record';
import type { PageText } from './texts';

/** What a tester can do on the page, in the order the buttons show. */
export const SANDBOX_ACTIONS = ['connect', 'complete', 'fail', 'cancel', 'fail_permanently'] as const;
export type SandboxAction = (typeof SANDBOX_ACTIONS)[number];

/** What each ending does: the status the service then reports, or the case the way back carries. */
export const ACTION_RESULTS = {
  complete: { outcome: 'COMPLETED' },
  fail_permanently: { outcome: 'FAILED_PERMANENT' },
  fail: { returnCase: 'fail' },
  cancel: { returnCase: 'cancel' },
} as const satisfies Record<Exclude<SandboxAction, 'connect'>, { outcome: SandboxOutcome } | { returnCase: string }>;

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:1.0625rem;line-height:1.5;color:#0b0c0c;background:#fff}
main{max-width:44rem;margin:0 auto;padding:1rem 1rem 2rem}
h1{font-size:1.5rem;line-height:1.2;margin:0 0 .5rem}
h2{font-size:1.25rem;margin:1.5rem 0 .75rem}
.meta{color:#505a5f}
.field{margin:0 0 1rem;border:0;padding:0}
.field legend{display:block;font-weight:600;margin-bottom:.25rem}
.actions{display:flex;flex-direction:column;align-items:flex-start}
button{font:inherit;font-weight:600;min-height:2.75rem;padding:.5rem 1.25rem;border:2px solid #0b0c0c;background:#fff;color:#0b0c0c;cursor:pointer;margin:.5rem 0}
button.primary{background:#00703c;border-color:#00703c;color:#fff}
button.warning{background:#d4351c;border-color:#d4351c;color:#fff}
.result{font-family:ui-monospace,Menlo,Consolas,monospace;font-weight:400;margin-left:.5rem}
a:focus,button:focus{outline:3px solid #fd0;outline-offset:0;box-shadow:0 0 0 6px #0b0c0c}
.error-summary h2{margin-top:0}
.tester{margin-top:1.5rem;padding:1rem;border:3px solid #7a1e00;background:#fff7f3}
.tester h2{margin-top:0}
`;

/** Framed by our own origin only: the step's frame. */
const framed = sandboxDocument({ style: STYLE, framed: true });

/** What the button reports, shown beside it: the status, or the case the way back carries. */
function resultOf(action: Exclude<SandboxAction, 'connect'>): string {
  const result: { outcome: string } | { returnCase: string } = ACTION_RESULTS[action];
  return 'outcome' in result ? result.outcome : `case=${result.returnCase}`;
}

function actionButton(page: PageText, action: Exclude<SandboxAction, 'connect'>): string {
  const style = action === 'complete' ? ' class="primary"' : action === 'fail_permanently' ? ' class="warning"' : '';
  const label = `${escapeHtml(page.actions[action])}<span class="result">${escapeHtml(resultOf(action))}</span>`;
  return `<button type="submit" id="action-${action}" name="action" value="${action}"${style}>${label}</button>`;
}

export interface TaxAccountPageInput {
  language: string;
  page: PageText;
  company: string;
  connected: boolean;
  error: string | null;
}

export function renderTaxAccountPage({ language, page, company, connected, error }: TaxAccountPageInput): RenderedPage {
  const firstAction = connected ? 'complete' : 'connect';
  const summary = error
    ? `<div class="error-summary" role="alert" tabindex="-1" autofocus aria-labelledby="error-summary-title">
<h2 id="error-summary-title">${escapeHtml(page.errorSummaryTitle)}</h2>
<ul><li><a href="#action-${firstAction}">${escapeHtml(error)}</a></li></ul>
</div>`
    : '';
  const endings = (connected ? (['complete', 'fail', 'cancel', 'fail_permanently'] as const) : (['cancel'] as const))
    .map((action) => actionButton(page, action))
    .join('\n');
  const connect = connected
    ? `<p>${escapeHtml(page.connectedBody)}</p>`
    : `<form method="post" novalidate>
<button type="submit" id="action-connect" name="action" value="connect" class="primary">${escapeHtml(page.actions.connect)}</button>
</form>`;
  const body = `<h1>${escapeHtml(page.title)}</h1>
<p class="meta">${escapeHtml(fill(page.requestedBy, { company }))}</p>
${summary}
<p>${escapeHtml(page.intro)}</p>
<section class="tester" aria-labelledby="tester-heading">
<h2 id="tester-heading">${escapeHtml(page.testerHeading)}</h2>
<p>${escapeHtml(page.testerHint)}</p>
${connect}
<form method="post" target="_top" novalidate>
<fieldset class="field${error ? ' has-error' : ''}">
<legend>${escapeHtml(page.actionsLegend)}</legend>
${error ? `<p class="error">${escapeHtml(error)}</p>` : ''}
<div class="actions">
${endings}
</div>
</fieldset>
</form>
</section>`;
  return framed(language, page.title, page, body);
}

export const renderMessagePage = (message: SandboxMessage): RenderedPage => renderSandboxMessage(framed, message);
