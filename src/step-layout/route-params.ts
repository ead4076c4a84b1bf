/**
 * Parsers for the typed path params of the step routes. A slug or number the route table does not know is a
 * page that does not exist, so it throws the router's notFound() and the not-found page shows (not an error).
 */
import { notFound, redirect, useLocation } from '@tanstack/react-router';
import { REDIRECT_STATE } from '../app/activity';
import { type StepGuardArgs, guardStep } from './step-guard';
import { stepLink } from './step-links';

/** The slug itself, typed, when it is one of `allowed`. */
export function parseSlug<T extends string>(value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw notFound();
  return value as T;
}

/** As parseSlug, for an optional segment: absent stays undefined. */
export function parseOptionalSlug<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  return value === undefined ? undefined : parseSlug(value, allowed);
}

/** The params of a section's `{-$step}` route: an optional step slug of the section's own. */
export function optionalStepParams<T extends string>(steps: readonly T[]) {
  return {
    parse: ({ step }: { step?: string }) => ({ step: parseOptionalSlug(step, steps) }),
    stringify: ({ step }: { step?: T }) => ({ step }),
  };
}

/** Entries are numbered from 1 in the address (spec 001 §2 "{id} is the 1-based index"). */
const POSITIVE_INTEGER = /^[1-9]\d{0,5}$/;

export function parseIndex(value: string): number {
  if (!POSITIVE_INTEGER.test(value)) throw notFound();
  return Number.parseInt(value, 10);
}

export function parseOptionalIndex(value: string | undefined): number | undefined {
  return value === undefined ? undefined : parseIndex(value);
}

export function stringifyIndex(value: number): string {
  return String(value);
}

export function stringifyOptionalIndex(value: number | undefined): string | undefined {
  return value === undefined ? undefined : String(value);
}

/** Numbered sections whose address without an entry number means the first entry (spec 001 §2). */
type NumberedSection = 'employers' | 'directorships';

/**
 * Route options of a numbered section: a typed 1-based id; home when the request does not need the section,
 * and the first entry when the id is missing.
 */
export function numberedEntryRoute(section: NumberedSection) {
  return {
    params: {
      parse: ({ id }: { id?: string }) => ({ id: parseOptionalIndex(id) }),
      stringify: ({ id }: { id?: number }) => ({ id: stringifyOptionalIndex(id) }),
    },
    beforeLoad: async ({ params, ...args }: StepGuardArgs & { params: { id?: number } }) => {
      await guardStep(args, section, section);
      if (params.id === undefined) {
        throw redirect({ ...stepLink(section), search: true, replace: true, state: REDIRECT_STATE });
      }
    },
  };
}

/**
 * The key of an entry's form: every visit starts a fresh form, even of the same entry (after the first entry is
 * removed, say), since each navigation has its own history key.
 */
export function useEntryVisitKey(entry: number): string {
  const visit = useLocation({ select: (location) => location.state.__TSR_key });
  return `${entry}-${visit ?? ''}`;
}
