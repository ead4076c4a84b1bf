/**
 * The sandbox's collection-site widget, a small self-contained HTML page (no SPA) framed by the screening step:
 * it says plainly that it is a sandbox, searches the shipped collection sites by zip code and distance (a plain
 * GET form, so the search needs no script), and its one inline script posts the widget's messages to the page
 * around it (spec 000 §4 "Drug-test widget messages"): 5 with its height once loaded, 3 then 6 when a site is
 * booked, and for testers 2, 5 with a chosen height, 7, malformed messages and an unknown type.
 *
 * The CSS and the script are allowed by their hashes; unlike every other page of ours it may be framed, by our own
 * origin only (frame-ancestors 'self'), since the SPA embeds it.
 */
import { type RenderedPage, escapeHtml, sandboxDocument } from '../sandbox-document';
import { fill } from '../shared/placeholders';
import { SEARCH_DISTANCES_MILES, type SiteFound } from './sandbox-sites';
import type { WidgetText } from './texts';

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:1.0625rem;line-height:1.5;color:#0b0c0c;background:#fff}
main{max-width:44rem;margin:0 auto;padding:1rem 1rem 2rem}
h1{font-size:1.5rem;line-height:1.2;margin:0 0 .5rem}
h2{font-size:1.25rem;margin:1.5rem 0 .75rem}
h3{font-size:1.1rem;margin:0 0 .25rem}
.hint,.meta{color:#505a5f;margin:0 0 .5rem}
.field{margin:0 0 1rem}
.field>label{display:block;font-weight:600;margin-bottom:.25rem}
input,select{font:inherit;padding:.5rem;min-height:2.75rem;border:2px solid #0b0c0c;border-radius:0;background:#fff}
input{width:8rem}
.has-error input{border-color:#d4351c}
button{font:inherit;font-weight:600;min-height:2.75rem;padding:.5rem 1.25rem;border:2px solid #0b0c0c;background:#fff;color:#0b0c0c;cursor:pointer;margin:.25rem .5rem .25rem 0}
button.primary{background:#00703c;border-color:#00703c;color:#fff}
.sites{list-style:none;margin:0;padding:0}
.sites li{border-top:1px solid #b1b4b6;padding:.75rem 0}
.sites p{margin:0 0 .25rem}
a:focus,button:focus,input:focus,select:focus{outline:3px solid #fd0;outline-offset:0;box-shadow:0 0 0 6px #0b0c0c}
.error-summary h2{margin-top:0}
.status{font-weight:600;min-height:1.5rem}
.tester{margin-top:2rem;padding:1rem;border:3px solid #7a1e00;background:#fff7f3}
.tester h2{margin-top:0}
`;

const SCRIPT = `
(() => {
  const widget = document.getElementById('widget').dataset;
  const status = document.getElementById('status');
  const post = (message) => window.parent.postMessage(message, widget.parentOrigin);
  const say = (text) => { status.textContent = text; };
  const summary = document.getElementById('error-summary');
  if (summary) summary.focus();
  for (const button of document.querySelectorAll('button.book')) {
    button.addEventListener('click', () => {
      const site = button.dataset;
      const registrationId = 'SBX-' + Date.now().toString(36) + '-' + Math.random().toString(36).slice(2, 10);
      say(widget.booking.replace('{site}', site.siteName));
      post({ type: 3, registration_id: registrationId });
      post({
        type: 6,
        data: {
          registration_id: registrationId,
          service_id: widget.serviceId,
          collection_site: {
            id: site.siteId,
            name: site.siteName,
            address: site.siteAddress,
            zip: site.siteZip,
            distance_miles: Number(site.miles),
          },
        },
      });
    });
  }
  for (const button of document.querySelectorAll('button[data-send]')) {
    button.addEventListener('click', () => {
      const kind = button.dataset.send;
      if (kind === '5') post({ type: 5, height: Number(document.getElementById('height').value) });
      else if (kind === 'malformed') {
        post('not an object');
        post({ type: 5, height: 'tall' });
        post({ type: 6, data: { registration_id: '' } });
      } else post({ type: Number(kind) });
      say(widget.sent.replace('{type}', kind));
    });
  }
  post({ type: 5, height: Math.ceil(document.documentElement.scrollHeight) });
})();
`;

const layout = sandboxDocument({ style: STYLE, script: SCRIPT, framed: true });

export interface WidgetPageInput {
  language: string;
  text: WidgetText;
  /** The origin of the page framing the widget, the only one its messages go to. */
  parentOrigin: string;
  serviceId: string;
  search: { zip: string; distance: number };
  /** The sites found, null before a search or when the zip code is unknown. */
  found: SiteFound[] | null;
  zipError: string | null;
}

const miles = (value: number) => value.toFixed(1);

function siteItem(text: WidgetText, { site, miles: distance }: SiteFound) {
  const address = `${site.street}, ${site.city}, ${site.state} ${site.zip}`;
  return `<li>
<h3>${escapeHtml(site.name)}</h3>
<p>${escapeHtml(address)}</p>
<p class="meta">${escapeHtml(fill(text.milesAway, { miles: miles(distance) }))}</p>
<button type="button" class="book primary" data-site-id="${escapeHtml(site.id)}" data-site-name="${escapeHtml(site.name)}" data-site-address="${escapeHtml(address)}" data-site-zip="${escapeHtml(site.zip)}" data-miles="${miles(distance)}">${escapeHtml(fill(text.book, { site: site.name }))}</button>
</li>`;
}

function results(text: WidgetText, { search, found }: WidgetPageInput): string {
  if (!found) return '';
  const heading = fill(text.resultsHeading, { miles: String(search.distance), zip: search.zip });
  const body =
    found.length > 0 ? `<ol class="sites">${found.map((one) => siteItem(text, one)).join('\n')}</ol>` : `<p>${escapeHtml(text.noSites)}</p>`;
  return `<section aria-labelledby="results-heading"><h2 id="results-heading">${escapeHtml(heading)}</h2>\n${body}</section>`;
}

export function renderWidgetPage(input: WidgetPageInput): RenderedPage {
  const { text, search, zipError } = input;
  const summary = zipError
    ? `<div class="error-summary" id="error-summary" tabindex="-1" role="alert" aria-labelledby="error-summary-title">
<h2 id="error-summary-title">${escapeHtml(text.errorSummaryTitle)}</h2>
<ul><li><a href="#zip">${escapeHtml(zipError)}</a></li></ul>
</div>`
    : '';
  const options = SEARCH_DISTANCES_MILES.map(
    (distance) =>
      `<option value="${distance}"${distance === search.distance ? ' selected' : ''}>${escapeHtml(fill(text.milesOption, { miles: String(distance) }))}</option>`,
  ).join('');
  const data = [
    ['parent-origin', input.parentOrigin],
    ['service-id', input.serviceId],
    ['booking', text.booking],
    ['sent', text.sent],
  ]
    .map(([name, value]) => ` data-${name}="${escapeHtml(value ?? '')}"`)
    .join('');
  const body = `<div id="widget"${data}></div>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.intro)}</p>
${summary}
<form method="get" novalidate>
<input type="hidden" name="service_id" value="${escapeHtml(input.serviceId)}">
<input type="hidden" name="lang" value="${escapeHtml(input.language)}">
<div class="field${zipError ? ' has-error' : ''}">
<label for="zip">${escapeHtml(text.zipLabel)}</label>
<p class="hint" id="zip-hint">${escapeHtml(text.zipHint)}</p>
${zipError ? `<p class="error" id="zip-error">${escapeHtml(zipError)}</p>` : ''}
<input id="zip" name="zip" type="text" inputmode="numeric" autocomplete="postal-code" maxlength="5" value="${escapeHtml(search.zip)}" aria-describedby="zip-hint${zipError ? ' zip-error' : ''}"${zipError ? ' aria-invalid="true"' : ''}>
</div>
<div class="field">
<label for="distance">${escapeHtml(text.distanceLabel)}</label>
<select id="distance" name="distance">${options}</select>
</div>
<button type="submit" class="primary">${escapeHtml(text.search)}</button>
</form>
${results(text, input)}
<p class="status" id="status" role="status"></p>
<section class="tester" aria-labelledby="tester-heading">
<h2 id="tester-heading">${escapeHtml(text.testerHeading)}</h2>
<p class="hint">${escapeHtml(text.testerHint)}</p>
<p><button type="button" data-send="2">${escapeHtml(text.sendHome)}</button></p>
<div class="field">
<label for="height">${escapeHtml(text.heightLabel)}</label>
<input id="height" type="text" inputmode="numeric" value="900">
</div>
<p><button type="button" data-send="5">${escapeHtml(text.sendHeight)}</button></p>
<p><button type="button" data-send="7">${escapeHtml(text.sendScrollTop)}</button></p>
<p><button type="button" data-send="malformed">${escapeHtml(text.sendMalformed)}</button></p>
<p><button type="button" data-send="9">${escapeHtml(text.sendUnknown)}</button></p>
</section>`;
  return layout(input.language, text.title, text, body);
}

export function renderUnavailablePage(language: string, text: WidgetText): RenderedPage {
  const body = `<h1>${escapeHtml(text.unavailableTitle)}</h1>\n<p>${escapeHtml(text.unavailableBody)}</p>`;
  return layout(language, text.unavailableTitle, text, body);
}
