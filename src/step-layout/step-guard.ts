/**
 * Which step page a candidate may see (spec 000 §2 "Step pages (general)": entering a section opens its first
 * incomplete step; unfinished later steps cannot be navigated to), decided before a step route loads so a page
 * never flashes before its redirect. The rules are domain/journey.ts's; this only turns them into redirects:
 *
 * - a section the request does not need → home;
 * - a section the hub shows as "Cannot start yet" (domain/progress.ts's order: only the first section not started,
 *   and only while none is in progress) → home, which says why (src/app/not-ready-notice.ts);
 * - a section address without a step → its entry step;
 * - a step the request does not need, or a later step while an earlier one is unfinished → the entry step.
 *
 * Every redirect replaces the history entry (Back does not land on an address that redirects again), keeps the
 * whole query string and tells the busy banner it is a redirect.
 */
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { canVisitStep, entryStep } from '../../domain/journey';
import type { SectionSlug, StepSlug } from '../../domain/sections';
import { REDIRECT_STATE } from '../app/activity';
import { notReadyState } from '../app/not-ready-notice';
import { parseSearch } from '../app/search-params';
import { ensureReferenceResponse } from '../api/candidate-data';
import { candidateToday } from '../../domain/today';
import { loadCandidateProgress, sectionMayOpen } from './section-order';
import { savedProgress } from './section-progress';
import { HOME_LINK, stepLink } from './step-links';

/** What a step route's beforeLoad receives that the guard reads. */
export interface StepGuardArgs {
  context: { queryClient: QueryClient };
  search: { guid: string };
  location: { searchStr: string };
}

/**
 * Resolves with the step to show, or throws the router's redirect. Its result becomes the route's context, so
 * the page reads the step it may show from there.
 */
export async function guardStep<S extends StepSlug>(
  { context, search, location }: StepGuardArgs,
  section: SectionSlug,
  step: S | undefined,
): Promise<{ step: S }> {
  const response = await ensureReferenceResponse(context.queryClient, search.guid);
  const today = candidateToday();
  const saved = savedProgress(response, today);
  const progress = saved.sections.find((candidate) => candidate.section === section);
  const entry = progress && entryStep(progress);
  if (!progress || !entry) throw redirect({ ...HOME_LINK, search: true, replace: true, state: REDIRECT_STATE });
  // Every provider step is a section of its own, so a provider's answer can complete a section but never leave one
  // in progress: a section the request's own data lets in, the hub lets in too. Only a refusal asks the providers.
  if (!sectionMayOpen(saved, section)) {
    const idProvider = parseSearch(location.searchStr).idProvider;
    const hub = await loadCandidateProgress(context.queryClient, { response, idProvider, today, reuseCached: true });
    if (!sectionMayOpen(hub, section)) {
      throw redirect({ ...HOME_LINK, search: true, replace: true, state: notReadyState(section) });
    }
  }
  if (step !== undefined && canVisitStep(progress, step)) return { step };
  throw redirect({ ...stepLink(entry), search: true, replace: true, state: REDIRECT_STATE });
}
