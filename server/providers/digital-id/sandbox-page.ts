/**
 * The sandbox's hosted digital-ID page and the pages around it, as small self-contained HTML documents (no SPA, no
 * script): inline CSS allowed by its hash in the page's Content-Security-Policy. The page says plainly that it is a
 * sandbox, names the provider the candidate chose, and offers testers every outcome: success or each failure code,
 * results at once or only after some polls, and a first results call that fails. Errors follow the GOV.UK pattern:
 * a summary that takes focus, linking to each field, and the message beside the field.
 */
import {
  DIGITAL_ID_POLL_ATTEMPTS,
  DIGITAL_ID_POLL_INTERVAL_MS,
  type PostRedirectAction,
} from '../../../domain/identity-validation';
import { escapeHtml, type RenderedPage, renderSandboxMessage, sandboxDocument, type SandboxMessage } from '../sandbox-document';
import { fill } from '../shared/placeholders';
import { DIGITAL_ID_ERROR_CODES, type DigitalIdErrorCode } from './provider';
import { MAX_PENDING_POLLS, type SandboxOutcome } from './records';
import type { SandboxPageText } from './texts';

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:1.0625rem;line-height:1.5;color:#0b0c0c;background:#f3f2f1}
main{max-width:44rem;margin:0 auto;padding:1.5rem 1rem 3rem;background:#fff;min-height:100vh}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 .75rem}
h2{font-size:1.3rem;margin:0 0 .75rem}
.provider{display:flex;gap:1rem;align-items:center;margin:0 0 1rem}
.provider img{width:3.5rem;height:3.5rem;flex:none}
.hint{color:#505a5f;margin:0 0 .5rem}
.field{margin:0 0 1.75rem;border:0;padding:0}
.field legend,.field>label{display:block;font-weight:600;margin-bottom:.25rem}
.choice{display:flex;gap:.75rem;align-items:flex-start;margin:.5rem 0}
.choice input{width:1.75rem;height:1.75rem;margin:0;flex:none}
.choice label{font-weight:400}
.choice .hint{margin:0}
input[type=number]{font:inherit;width:6rem;padding:.5rem;min-height:2.75rem;border:2px solid #0b0c0c;border-radius:0}
.has-error input[type=number]{border-color:#d4351c}
button{font:inherit;font-weight:600;min-height:2.75rem;padding:.5rem 1.25rem;border:2px solid #00703c;background:#00703c;color:#fff;cursor:pointer;margin:.5rem 0}
a:focus,button:focus,input:focus{outline:3px solid #fd0;outline-offset:0;box-shadow:0 0 0 6px #0b0c0c}
.tester{padding:1rem;border:3px solid #7a1e00;background:#fff7f3}
`;

const layout = sandboxDocument({ style: STYLE });

export interface SessionPageErrors {
  outcome?: string;
  post_redirect_action?: string;
  pending_polls?: string;
}

export interface SessionPageValues {
  outcome: SandboxOutcome | null;
  postRedirectAction: PostRedirectAction | null;
  /** As typed, so a wrong value is shown back. */
  pendingPolls: string;
  failFirstResults: boolean;
}

export interface SessionPageInput {
  language: string;
  page: SandboxPageText;
  reasons: Record<DigitalIdErrorCode, string>;
  providerName: string;
  logoPath: string;
  values: SessionPageValues;
  errors: SessionPageErrors;
}

/** The count that makes the SPA give up is one more than its polls after the first fetch (spec 000 §9). */
const pollsHint = (page: SandboxPageText) =>
  fill(page.pollsHint, {
    seconds: String(DIGITAL_ID_POLL_INTERVAL_MS / 1000),
    attempts: String(DIGITAL_ID_POLL_ATTEMPTS),
    giveUp: String(DIGITAL_ID_POLL_ATTEMPTS + 1),
    max: String(MAX_PENDING_POLLS),
  });

const fieldError = (id: string, message: string | undefined) =>
  message ? `<p class="error" id="${id}-error">${escapeHtml(message)}</p>` : '';

function choice(name: string, id: string, value: string, label: string, hint: string, checked: boolean): string {
  return `<div class="choice">
<input type="radio" id="${id}" name="${name}" value="${escapeHtml(value)}" aria-describedby="${id}-hint"${checked ? ' checked' : ''}>
<div><label for="${id}">${escapeHtml(label)}</label>
<p class="hint" id="${id}-hint">${escapeHtml(hint)}</p></div>
</div>`;
}

/** The first field of each group, which the error summary links to. */
const FIRST_FIELD: Record<keyof SessionPageErrors, string> = {
  outcome: 'outcome-success',
  post_redirect_action: 'action-fetch',
  pending_polls: 'pending_polls',
};

export function renderSessionPage(input: SessionPageInput): RenderedPage {
  const { page, values, errors } = input;
  const title = fill(page.title, { provider: input.providerName });
  const summaryItems = (Object.keys(FIRST_FIELD) as (keyof SessionPageErrors)[])
    .filter((field) => errors[field])
    .map((field) => `<li><a href="#${FIRST_FIELD[field]}">${escapeHtml(errors[field] ?? '')}</a></li>`);
  const summary = summaryItems.length
    ? `<div class="error-summary" id="error-summary" role="alert" tabindex="-1" autofocus aria-labelledby="error-summary-title">
<h2 id="error-summary-title">${escapeHtml(page.errorSummaryTitle)}</h2>
<ul>${summaryItems.join('')}</ul>
</div>`
    : '';
  const group = (field: keyof SessionPageErrors) => `field${errors[field] ? ' has-error' : ''}`;
  const outcome = (value: SandboxOutcome, label: string, hint: string) =>
    choice('outcome', `outcome-${value}`, value, label, hint, values.outcome === value);
  const outcomes = [
    outcome('success', page.outcomeSuccess, page.outcomeSuccessHint),
    ...DIGITAL_ID_ERROR_CODES.map((code) => outcome(code, fill(page.outcomeFailure, { code }), input.reasons[code])),
  ].join('\n');
  const pollsDescription = errors.pending_polls ? 'pending_polls-hint pending_polls-error' : 'pending_polls-hint';
  const body = `<div class="provider">
<img src="${escapeHtml(input.logoPath)}" alt="" width="56" height="56">
<h1>${escapeHtml(title)}</h1>
</div>
<p>${escapeHtml(page.intro)}</p>
${summary}
<form method="post" novalidate>
<section class="tester" aria-labelledby="tester-heading">
<h2 id="tester-heading">${escapeHtml(page.testerHeading)}</h2>
<fieldset class="${group('outcome')}"${errors.outcome ? ' aria-describedby="outcome-error"' : ''}>
<legend>${escapeHtml(page.outcomeLegend)}</legend>
${fieldError('outcome', errors.outcome)}
${outcomes}
</fieldset>
<fieldset class="${group('post_redirect_action')}"${errors.post_redirect_action ? ' aria-describedby="post_redirect_action-error"' : ''}>
<legend>${escapeHtml(page.timingLegend)}</legend>
${fieldError('post_redirect_action', errors.post_redirect_action)}
${choice('post_redirect_action', 'action-fetch', 'fetch', page.timingFetch, page.timingFetchHint, values.postRedirectAction === 'fetch')}
${choice('post_redirect_action', 'action-poll', 'poll', page.timingPoll, page.timingPollHint, values.postRedirectAction === 'poll')}
</fieldset>
<div class="${group('pending_polls')}">
<label for="pending_polls">${escapeHtml(page.pollsLabel)}</label>
<p class="hint" id="pending_polls-hint">${escapeHtml(pollsHint(page))}</p>
${fieldError('pending_polls', errors.pending_polls)}
<input type="number" id="pending_polls" name="pending_polls" min="0" max="${MAX_PENDING_POLLS}" step="1" inputmode="numeric"
 value="${escapeHtml(values.pendingPolls)}" aria-describedby="${pollsDescription}"${errors.pending_polls ? ' aria-invalid="true"' : ''}>
</div>
<div class="field">
<div class="choice">
<input type="checkbox" id="fail_first_results" name="fail_first_results" value="1" aria-describedby="fail_first_results-hint"${values.failFirstResults ? ' checked' : ''}>
<div><label for="fail_first_results">${escapeHtml(page.failOnceLabel)}</label>
<p class="hint" id="fail_first_results-hint">${escapeHtml(page.failOnceHint)}</p></div>
</div>
</div>
<button type="submit">${escapeHtml(page.continueButton)}</button>
</section>
</form>`;
  return layout(input.language, title, page, body);
}

export const renderMessagePage = (message: SandboxMessage): RenderedPage => renderSandboxMessage(layout, message);
