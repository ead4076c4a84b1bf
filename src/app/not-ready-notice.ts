/**
 * The hub's explanation after a redirect: a section that cannot start yet, opened by its address, sends the
 * candidate home, and the home page says why. It travels in the history state rather than the query string, so
 * the link's query stays exactly as the organisation sent it and no later link carries the notice along.
 */
import type { HistoryState } from '@tanstack/history';
import type { SectionSlug } from '../../domain/sections';
import { REDIRECT_STATE } from './activity';

declare module '@tanstack/history' {
  interface HistoryState {
    /** The section whose address was opened before the hub's order allowed it. */
    notReadySection?: SectionSlug;
  }
}

/** History state for the redirect home from a section that cannot start yet. */
export const notReadyState = (section: SectionSlug): HistoryState => ({ ...REDIRECT_STATE, notReadySection: section });
