import { describe, expect, it } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import { SECTION_STEPS, type SectionSlug, type StepSlug } from '../../domain/sections';
import { createQueryClient } from '../app/query-client';
import { createAppI18n } from '../app/i18n';
import { createAppRouter } from '../router';
import { stepLink } from './step-links';

const router = createAppRouter({ queryClient: createQueryClient(), i18n: createAppI18n(), history: createMemoryHistory() });

/** The address of each step by the route table (spec 001 §2); numbered sections open on entry 1. */
function expectedPath(section: SectionSlug, step: StepSlug): string {
  if (section === 'employers' || section === 'directorships') return `/candidate-feedback/${section}/${step}/1`;
  return `/candidate-feedback/${section}/${step}`;
}

const everyStep = Object.entries(SECTION_STEPS).flatMap(([section, steps]) =>
  steps.map((step) => [section as SectionSlug, step] as const),
);

describe('stepLink', () => {
  it.each(everyStep)('%s/%s leads to its page of the route table', (section, step) => {
    const location = router.buildLocation({ ...stepLink(step), search: {} });
    expect(location.pathname).toBe(expectedPath(section, step));
    // A step page of the route table, not the not-found page.
    expect(router.matchRoutes(location).at(-1)?.routeId).toMatch(/^\/candidate-feedback\/_sections\//);
  });
});
