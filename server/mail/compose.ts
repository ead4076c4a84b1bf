/**
 * Writes a candidate's e-mail in the request's language: plain text and accessible HTML (a language attribute, a
 * title, headings and lists, a link that says where it goes, the logo's text alternative) with the company's name
 * and logo, what is asked and why, the link, the expiry date and whom to ask.
 */
import type { EmailKind } from '../../domain/email';
import type { Language } from '../../domain/locales';
import { MAIL_WORDS } from './messages';

export interface MailFacts {
  kind: EmailKind;
  language: Language;
  candidateFirstName: string;
  companyName: string;
  /** Shown only when it is an http(s) address: mail clients block data: images. */
  companyLogoUrl: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  /** The names of the checks asked for. */
  checks: string[];
  expiresAt: Date;
  /** The candidate's link; absent from a notice that carries none (a later expiry date). */
  link: string | null;
  /** The page where a candidate asks for a new link. */
  lostLinkUrl: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/** The expiry as the candidate's pages write dates, dd/MM/yyyy (spec 000 §9), on the UTC calendar the e-mail names. */
function utcDate(date: Date): string {
  const [year, month, day] = date.toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

export function composeMail(facts: MailFacts): ComposedMail {
  const words = MAIL_WORDS[facts.language];
  const values = { company: facts.companyName, name: facts.candidateFirstName, date: utcDate(facts.expiresAt), url: facts.lostLinkUrl };
  const t = (template: string) => fill(template, values);
  const contact = [facts.contactEmail, facts.contactPhone].filter((item): item is string => Boolean(item));
  const subject = t(words.subject[facts.kind]);
  // A phone link opens one step's uploader for 15 minutes (its intro says so), not the check until its expiry date.
  const phoneLink = facts.kind === 'phone_link';
  const actionWords = phoneLink ? words.phoneAction : words.action;
  const expires = phoneLink ? null : t(words.expires);

  const text = [
    t(words.greeting),
    '',
    t(words.intro[facts.kind]),
    '',
    words.whatIsAsked,
    ...facts.checks.map((check) => `- ${check}`),
    '',
    t(words.why),
    '',
    ...(facts.link ? [`${actionWords}:`, facts.link, ''] : []),
    ...(expires ? [expires, ''] : []),
    contact.length > 0 ? `${t(words.questions)} ${contact.join(', ')}` : t(words.questionsContact),
    t(words.lostLink),
    '',
    words.ignore,
    '',
  ].join('\n');

  const logo =
    facts.companyLogoUrl && /^https?:\/\//i.test(facts.companyLogoUrl)
      ? `<p><img src="${escapeHtml(facts.companyLogoUrl)}" alt="${escapeHtml(t(words.logoAlt))}" height="48" style="max-height:48px"></p>`
      : '';
  const contactHtml =
    contact.length > 0
      ? `<p>${escapeHtml(t(words.questions))} ${contact
          .map((item) => (item === facts.contactEmail ? `<a href="mailto:${escapeHtml(item)}">${escapeHtml(item)}</a>` : escapeHtml(item)))
          .join(', ')}</p>`
      : `<p>${escapeHtml(t(words.questionsContact))}</p>`;
  const action = facts.link
    ? `<p><a href="${escapeHtml(facts.link)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(actionWords)}</a></p>
<p>${escapeHtml(words.linkFallback)}<br><a href="${escapeHtml(facts.link)}">${escapeHtml(facts.link)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${facts.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;margin:0;padding:16px">
<main style="max-width:600px;margin:0 auto">
${logo}<h1 style="font-size:22px">${escapeHtml(facts.companyName)}</h1>
<p>${escapeHtml(t(words.greeting))}</p>
<p>${escapeHtml(t(words.intro[facts.kind]))}</p>
<h2 style="font-size:18px">${escapeHtml(words.whatIsAsked)}</h2>
<ul>${facts.checks.map((check) => `<li>${escapeHtml(check)}</li>`).join('')}</ul>
<p>${escapeHtml(t(words.why))}</p>
${action}
${expires ? `<p><strong>${escapeHtml(expires)}</strong></p>\n` : ''}${contactHtml}
<p><a href="${escapeHtml(facts.lostLinkUrl)}">${escapeHtml(t(words.lostLink))}</a></p>
<p style="color:#4b5563">${escapeHtml(words.ignore)}</p>
</main>
</body>
</html>
`;
  return { subject, text, html };
}
