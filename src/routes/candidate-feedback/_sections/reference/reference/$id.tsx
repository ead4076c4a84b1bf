import { createFileRoute, useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageSkeleton } from '../../../../../app/page-skeleton';
import { parseIndex, stringifyIndex } from '../../../../../step-layout/route-params';
import { guardStep } from '../../../../../step-layout/step-guard';

/** The referee form, in the same chunk as the summary's section. */
const RefereeStep = lazy(() =>
  import('../../../../../features/referees/referee-step').then((module) => ({ default: module.RefereeStep })),
);

/** /candidate-feedback/reference/reference/{id}?questionnaire=: one referee, numbered from 1 (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/reference/reference/$id')({
  params: {
    parse: ({ id }) => ({ id: parseIndex(id) }),
    stringify: ({ id }) => ({ id: stringifyIndex(id) }),
  },
  beforeLoad: (args) => guardStep(args, 'reference', 'reference'),
  component: function RefereeEntry() {
    const id = Route.useParams({ select: (params) => params.id });
    const questionnaire = Route.useSearch({ select: (search) => search.questionnaire });
    // Every visit starts a fresh form, even of the same entry (after the first referee is removed, say).
    const visit = useLocation({ select: (location) => location.state.__TSR_key });
    return (
      <Suspense fallback={<PageSkeleton />}>
        <RefereeStep key={`${id}-${visit ?? ''}`} entry={id} questionnaire={questionnaire} />
      </Suspense>
    );
  },
});
