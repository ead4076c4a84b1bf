/**
 * The phone link's e-mail (docs/email.md "A phone link"): its own subject, words and button in each language, the
 * phone link instead of the candidate's, and no request expiry date, which would say the link works for weeks.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/locales';
import { composeMail, type MailFacts } from './compose';
import { MAIL_WORDS } from './messages';

const FACTS: MailFacts = {
  kind: 'phone_link',
  language: 'en',
  candidateFirstName: 'Olivia',
  companyName: 'Meadowbank Care',
  companyLogoUrl: null,
  contactEmail: null,
  contactPhone: null,
  checks: ['Enhanced DBS check'],
  expiresAt: new Date('2027-01-31T12:00:00.000Z'),
  link: 'https://candidate.example/continue-on-phone#token=abc',
  lostLinkUrl: 'https://candidate.example/lost-link',
};

describe('the phone link e-mail', () => {
  it.each(LANGUAGES)('in %s carries the phone link under its own button, and no expiry date', (language) => {
    const words = MAIL_WORDS[language];
    const mail = composeMail({ ...FACTS, language });
    expect(mail.subject).toBe(words.subject.phone_link.replace('{company}', 'Meadowbank Care'));
    expect(mail.text).toContain(`${words.phoneAction}:\n${FACTS.link}`);
    expect(mail.html).toContain(`>${words.phoneAction}</a>`);
    expect(mail.text).not.toContain('31/01/2027');
    expect(mail.html).not.toContain('31/01/2027');
  });

  it('leaves the invitation as it was: its button and the request expiry date', () => {
    const mail = composeMail({ ...FACTS, kind: 'invitation', link: 'https://candidate.example/candidate-feedback?guid=g' });
    expect(mail.text).toContain(`${MAIL_WORDS.en.action}:`);
    expect(mail.text).toContain('Your link works until 31/01/2027 (UTC).');
  });
});
