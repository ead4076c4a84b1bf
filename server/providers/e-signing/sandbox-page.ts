/**
 * The sandbox signing page and the pages around it, as small self-contained HTML documents (no SPA): inline CSS and
 * one inline script, both allowed by their hashes in the page's Content-Security-Policy. The page says plainly that
 * it is a sandbox, shows the document in the candidate's language, asks for the typed full name and a drawn
 * signature (a keyboard user ticks "use my typed name as my signature" instead), and offers testers the outcomes
 * the real service has: sign, decline, fail. Errors follow the GOV.UK pattern: a summary that takes focus, linking
 * to each field, and the message beside the field.
 */
import { escapeHtml, type RenderedPage, renderSandboxMessage, sandboxDocument, type SandboxMessage } from '../sandbox-document';
import { formatInstant } from './pdf';
import { fill } from '../shared/placeholders';
import type { DocumentText, PageText } from './texts';

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:1.0625rem;line-height:1.5;color:#0b0c0c;background:#f3f2f1}
main{max-width:44rem;margin:0 auto;padding:1.5rem 1rem 3rem;background:#fff;min-height:100vh}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 .5rem}
h2{font-size:1.3rem;margin:2rem 0 .75rem}
.meta,.hint{color:#505a5f}
.hint{margin:0 0 .5rem}
.document{border:1px solid #b1b4b6;padding:1rem;max-height:26rem;overflow:auto;background:#fafafa}
.document:focus{outline:3px solid #fd0;outline-offset:0;box-shadow:0 0 0 6px #0b0c0c}
.declaration{font-weight:600}
.field{margin:0 0 1.5rem;border:0;padding:0}
.field legend,.field>label{display:block;font-weight:600;margin-bottom:.25rem}
input[type=text]{width:100%;max-width:30rem;font:inherit;padding:.5rem;min-height:2.75rem;border:2px solid #0b0c0c;border-radius:0}
.has-error input[type=text]{border-color:#d4351c}
canvas{display:block;width:100%;max-width:30rem;height:auto;aspect-ratio:3/1;border:2px dashed #0b0c0c;background:#fff;touch-action:none;cursor:crosshair}
.checkbox{display:flex;gap:.75rem;align-items:flex-start;margin-top:1rem}
.checkbox input{width:1.75rem;height:1.75rem;margin:0;flex:none}
.checkbox label{font-weight:400}
button{font:inherit;font-weight:600;min-height:2.75rem;padding:.5rem 1.25rem;border:2px solid #0b0c0c;background:#fff;color:#0b0c0c;cursor:pointer;margin:.5rem .75rem .5rem 0}
button.primary{background:#00703c;border-color:#00703c;color:#fff}
button.warning{background:#d4351c;border-color:#d4351c;color:#fff}
a:focus,button:focus,input:focus,canvas:focus{outline:3px solid #fd0;outline-offset:0;box-shadow:0 0 0 6px #0b0c0c}
.error-summary h2{margin-top:0}
.tester{margin-top:2.5rem;padding:1rem;border:3px solid #7a1e00;background:#fff7f3}
.tester h2{margin-top:0}
`;

const SCRIPT = `
(() => {
  const canvas = document.getElementById('signature-pad');
  const input = document.getElementById('signature');
  const clear = document.getElementById('clear-signature');
  const summary = document.getElementById('error-summary');
  if (summary) summary.focus();
  if (!canvas || !input || !clear) return;
  const context = canvas.getContext('2d');
  context.lineWidth = 3;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = '#0b0c0c';
  let drawing = false;
  let drawn = false;
  const point = (event) => {
    const box = canvas.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * canvas.width) / box.width,
      y: ((event.clientY - box.top) * canvas.height) / box.height,
    };
  };
  canvas.addEventListener('pointerdown', (event) => {
    drawing = true;
    canvas.setPointerCapture(event.pointerId);
    const start = point(event);
    context.beginPath();
    context.moveTo(start.x, start.y);
    event.preventDefault();
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!drawing) return;
    const next = point(event);
    context.lineTo(next.x, next.y);
    context.stroke();
    drawn = true;
  });
  const stop = () => {
    if (!drawing) return;
    drawing = false;
    if (drawn) input.value = canvas.toDataURL('image/png');
  };
  canvas.addEventListener('pointerup', stop);
  canvas.addEventListener('pointercancel', stop);
  clear.addEventListener('click', () => {
    context.clearRect(0, 0, canvas.width, canvas.height);
    drawn = false;
    input.value = '';
  });
})();
`;

const layout = sandboxDocument({ style: STYLE, script: SCRIPT });

export interface SigningPageErrors {
  full_name?: string;
  signature?: string;
}

export interface SigningPageInput {
  language: string;
  page: PageText;
  text: DocumentText;
  company: string;
  values: { full_name: string; use_typed_name: boolean };
  errors: SigningPageErrors;
  failFlag: boolean;
}

function fieldError(id: string, message: string | undefined): string {
  return message ? `<p class="error" id="${id}-error">${escapeHtml(message)}</p>` : '';
}

const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ');

export function renderSigningPage(input: SigningPageInput): RenderedPage {
  const { page, text, errors, values } = input;
  const summaryItems = [
    errors.full_name && `<li><a href="#full_name">${escapeHtml(errors.full_name)}</a></li>`,
    errors.signature && `<li><a href="#use_typed_name">${escapeHtml(errors.signature)}</a></li>`,
  ].filter(Boolean);
  const summary = summaryItems.length
    ? `<div class="error-summary" id="error-summary" role="alert" tabindex="-1" aria-labelledby="error-summary-title">
<h2 id="error-summary-title">${escapeHtml(page.errorSummaryTitle)}</h2>
<ul>${summaryItems.join('')}</ul>
</div>`
    : '';
  const nameDescription = describedBy('full_name-hint', Boolean(errors.full_name) && 'full_name-error');
  const signatureDescription = describedBy('signature-hint', Boolean(errors.signature) && 'signature-error');
  const body = `<h1>${escapeHtml(text.title)}</h1>
<p class="meta">${escapeHtml(fill(page.requestedBy, { company: input.company }))}</p>
${summary}
<div class="document" tabindex="0" role="region" aria-label="${escapeHtml(text.title)}">
${text.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p class="declaration">${escapeHtml(text.declaration)}</p>
</div>
<form method="post" novalidate>
<h2>${escapeHtml(page.signHeading)}</h2>
<div class="field${errors.full_name ? ' has-error' : ''}">
<label for="full_name">${escapeHtml(page.fullNameLabel)}</label>
<p class="hint" id="full_name-hint">${escapeHtml(page.fullNameHint)}</p>
${fieldError('full_name', errors.full_name)}
<input type="text" id="full_name" name="full_name" autocomplete="name" spellcheck="false"
 value="${escapeHtml(values.full_name)}" aria-describedby="${nameDescription}"${errors.full_name ? ' aria-invalid="true"' : ''}>
</div>
<fieldset class="field${errors.signature ? ' has-error' : ''}" aria-describedby="${signatureDescription}">
<legend>${escapeHtml(page.signatureLabel)}</legend>
<p class="hint" id="signature-hint">${escapeHtml(page.signatureHint)}</p>
${fieldError('signature', errors.signature)}
<canvas id="signature-pad" width="600" height="200" role="img"
 aria-label="${escapeHtml(page.signaturePadLabel)}"></canvas>
<input type="hidden" id="signature" name="signature" value="">
<button type="button" id="clear-signature">${escapeHtml(page.clearSignature)}</button>
<div class="checkbox">
<input type="checkbox" id="use_typed_name" name="use_typed_name" value="1"
 aria-describedby="use_typed_name-hint"${values.use_typed_name ? ' checked' : ''}>
<div><label for="use_typed_name">${escapeHtml(page.useTypedName)}</label>
<p class="hint" id="use_typed_name-hint">${escapeHtml(page.useTypedNameHint)}</p></div>
</div>
</fieldset>
<button type="submit" name="action" value="sign" class="primary">${escapeHtml(page.signButton)}</button>
<section class="tester" aria-labelledby="tester-heading">
<h2 id="tester-heading">${escapeHtml(page.testerHeading)}</h2>
<p>${escapeHtml(page.testerHint)}</p>
${input.failFlag ? `<p><strong>${escapeHtml(page.failFlagOn)}</strong></p>` : ''}
<button type="submit" name="action" value="decline">${escapeHtml(page.declineButton)}</button>
<button type="submit" name="action" value="fail" class="warning">${escapeHtml(page.failButton)}</button>
</section>
</form>`;
  return layout(input.language, text.title, page, body);
}

export const renderMessagePage = (message: SandboxMessage): RenderedPage => renderSandboxMessage(layout, message);

/** "Signed by {name} on {date}" in the page's language, the time in UTC. */
export function signedSentence(page: PageText, name: string, signedAt: Date, company: string): string {
  return fill(page.signedBody, { name, date: formatInstant(signedAt), company });
}
