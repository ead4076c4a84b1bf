/**
 * The sandbox's hosted document-scan page and the pages around it, as small self-contained HTML documents (no SPA,
 * no script; inline CSS allowed by its hash in the page's Content-Security-Policy). The page says plainly that it
 * is a sandbox and offers testers every outcome the real service can report, each a submit button naming the
 * status it reports, and how many status look-ups answer "pending" before it. Errors follow the GOV.UK pattern:
 * a summary that takes focus, linking to the field, and the message beside the field.
 */
import { escapeHtml, type RenderedPage, renderSandboxMessage, sandboxDocument, type SandboxMessage } from '../sandbox-document';
import { fill } from '../shared/placeholders';
import { ABANDONED_STATUS, SANDBOX_OUTCOMES, type SandboxOutcome } from './record';
import { MAX_PENDING_POLLS } from './sandbox';
import type { PageText } from './texts';

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:1.0625rem;line-height:1.5;color:#0b0c0c;background:#f3f2f1}
main{max-width:44rem;margin:0 auto;padding:1.5rem 1rem 3rem;background:#fff;min-height:100vh}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 .5rem}
h2{font-size:1.3rem;margin:2rem 0 .75rem}
.meta,.hint{color:#505a5f}
.hint{margin:0 0 .5rem}
.field{margin:0 0 1.5rem;border:0;padding:0}
.field legend,.field>label{display:block;font-weight:600;margin-bottom:.25rem}
input[type=text]{width:6rem;font:inherit;padding:.5rem;min-height:2.75rem;border:2px solid #0b0c0c;border-radius:0}
.has-error input[type=text]{border-color:#d4351c}
.outcomes{display:flex;flex-direction:column;align-items:flex-start}
button{font:inherit;font-weight:600;min-height:2.75rem;padding:.5rem 1.25rem;border:2px solid #0b0c0c;background:#fff;color:#0b0c0c;cursor:pointer;margin:.5rem 0}
button.primary{background:#00703c;border-color:#00703c;color:#fff}
button.warning{background:#d4351c;border-color:#d4351c;color:#fff}
.status{font-family:ui-monospace,Menlo,Consolas,monospace;font-weight:400;margin-left:.5rem}
a:focus,button:focus,input:focus{outline:3px solid #fd0;outline-offset:0;box-shadow:0 0 0 6px #0b0c0c}
.error-summary h2{margin-top:0}
.tester{margin-top:2rem;padding:1rem;border:3px solid #7a1e00;background:#fff7f3}
.tester h2{margin-top:0}
`;

const layout = sandboxDocument({ style: STYLE });

export interface CheckPageErrors {
  pending_polls?: string;
  outcome?: string;
}

export interface CheckPageInput {
  language: string;
  page: PageText;
  company: string;
  values: { pending_polls: string };
  errors: CheckPageErrors;
}

/** What the status the outcome reports is called at the service, shown beside its button. */
const reportedStatus = (outcome: SandboxOutcome) => (outcome === 'abandon' ? ABANDONED_STATUS : outcome);

function outcomeButton(page: PageText, outcome: SandboxOutcome): string {
  const style = outcome === 'completed' ? ' class="primary"' : outcome === 'abandon' ? ' class="warning"' : '';
  const hint = outcome === 'abandon' ? ' aria-describedby="abandon-hint"' : '';
  const label = `${escapeHtml(page.outcomes[outcome])}<span class="status">${reportedStatus(outcome)}</span>`;
  return `<button type="submit" id="outcome-${outcome}" name="outcome" value="${outcome}"${style}${hint}>${label}</button>`;
}

export function renderCheckPage(input: CheckPageInput): RenderedPage {
  const { page, errors } = input;
  const summaryItems = [
    errors.outcome && `<li><a href="#outcome-${SANDBOX_OUTCOMES[0]}">${escapeHtml(errors.outcome)}</a></li>`,
    errors.pending_polls && `<li><a href="#pending_polls">${escapeHtml(errors.pending_polls)}</a></li>`,
  ].filter(Boolean);
  const summary = summaryItems.length
    ? `<div class="error-summary" role="alert" tabindex="-1" autofocus aria-labelledby="error-summary-title">
<h2 id="error-summary-title">${escapeHtml(page.errorSummaryTitle)}</h2>
<ul>${summaryItems.join('')}</ul>
</div>`
    : '';
  const max = String(MAX_PENDING_POLLS);
  const pollsDescription = ['pending_polls-hint', errors.pending_polls && 'pending_polls-error']
    .filter(Boolean)
    .join(' ');
  const body = `<h1>${escapeHtml(page.title)}</h1>
<p class="meta">${escapeHtml(fill(page.requestedBy, { company: input.company }))}</p>
${summary}
<p>${escapeHtml(page.intro)}</p>
<form method="post" novalidate>
<section class="tester" aria-labelledby="tester-heading">
<h2 id="tester-heading">${escapeHtml(page.testerHeading)}</h2>
<p>${escapeHtml(page.testerHint)}</p>
<div class="field${errors.pending_polls ? ' has-error' : ''}">
<label for="pending_polls">${escapeHtml(page.pendingPollsLabel)}</label>
<p class="hint" id="pending_polls-hint">${escapeHtml(fill(page.pendingPollsHint, { max }))}</p>
${errors.pending_polls ? `<p class="error" id="pending_polls-error">${escapeHtml(errors.pending_polls)}</p>` : ''}
<input type="text" inputmode="numeric" id="pending_polls" name="pending_polls" spellcheck="false" autocomplete="off"
 value="${escapeHtml(input.values.pending_polls)}" aria-describedby="${pollsDescription}"${errors.pending_polls ? ' aria-invalid="true"' : ''}>
</div>
<fieldset class="field${errors.outcome ? ' has-error' : ''}">
<legend>${escapeHtml(page.outcomesLegend)}</legend>
${errors.outcome ? `<p class="error">${escapeHtml(errors.outcome)}</p>` : ''}
<p class="hint" id="abandon-hint">${escapeHtml(page.abandonHint)}</p>
<div class="outcomes">
${SANDBOX_OUTCOMES.map((outcome) => outcomeButton(page, outcome)).join('\n')}
</div>
</fieldset>
</section>
</form>`;
  return layout(input.language, page.title, page, body);
}

export const renderMessagePage = (message: SandboxMessage): RenderedPage => renderSandboxMessage(layout, message);

/** What the finished page says about the outcome the tester chose. */
export function outcomeSentence(page: PageText, outcome: SandboxOutcome): string {
  return outcome === 'abandon' ? page.abandonedBody : fill(page.finishedBody, { outcome: page.outcomes[outcome] });
}
