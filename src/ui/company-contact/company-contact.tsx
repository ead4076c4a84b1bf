/**
 * "Questions? Contact {company} at {e-mail} or {phone}.": whom the candidate asks, with the contact details the
 * organisation gave on the request, each a link that opens the mail or phone app; the company alone when it gave none.
 */
import { Trans } from '@lingui/react/macro';
import { closingSentence } from '../../../domain/locales';

/** A dialable tel: address: the digits and a leading +, without the spaces and brackets that group them. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The sentence ends with the name, so a name ending in "Inc." is given without its stop. */
function ContactCompany({ company }: { company: string }) {
  return <Trans>If you have questions, contact {company}.</Trans>;
}

export function CompanyContact({ company, email, phone }: { company: string; email: string | null; phone: string | null }) {
  const emailLink = email ? <a href={`mailto:${email}`}>{email}</a> : null;
  const phoneLink = phone ? <a href={telHref(phone)}>{phone}</a> : null;
  if (emailLink && phoneLink) return <Trans>Questions? Contact {company} at {emailLink} or {phoneLink}.</Trans>;
  if (emailLink) return <Trans>Questions? Contact {company} at {emailLink}.</Trans>;
  if (phoneLink) return <Trans>Questions? Contact {company} on {phoneLink}.</Trans>;
  return <ContactCompany company={closingSentence(company)} />;
}
