/**
 * A candidate address without the link's guid, or without a token in the link or stored: the candidate has not
 * opened the link from their email (or it was cut short). That is not an error to show as a status code: the shell
 * explains what to open instead (link-needed-page.tsx).
 */
import { SearchParamError } from '@tanstack/react-router';

export class MissingLinkError extends Error {
  override readonly name = 'MissingLinkError';

  constructor() {
    super('missing-link');
  }
}

/** The router wraps what a search validator throws in a SearchParamError, with the original as its cause. */
export function isMissingLink(error: unknown): boolean {
  return error instanceof MissingLinkError || (error instanceof SearchParamError && error.cause instanceof MissingLinkError);
}
