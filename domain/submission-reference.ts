/**
 * The reference the completion page gives the candidate to quote (docs/decisions/0005-submission-reference.md): the
 * first eight hexadecimal digits of the request's guid, upper case, in two groups of four ("4B0D-8C8E"). The
 * organisation knows every request by that guid (the organisation API answers and withdraws by it), so it can find
 * the request from what the candidate reads out, and no column or migration is needed.
 */
const DIGITS = 8;
const GROUP = 4;

export function submissionReference(requestGuid: string): string {
  const digits = requestGuid.replace(/[^0-9a-f]/gi, '').slice(0, DIGITS).toUpperCase();
  return digits.length > GROUP ? `${digits.slice(0, GROUP)}-${digits.slice(GROUP)}` : digits;
}
