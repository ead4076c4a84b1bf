import { createFileRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../../../../app/lazy-screen';
import { parseIndex, stringifyIndex, useEntryVisitKey } from '../../../../../step-layout/route-params';
import { guardStep } from '../../../../../step-layout/step-guard';

const RefereeStep = lazyScreen(() => import('../../../../../features/referees/referee-step').then((module) => module.RefereeStep));

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
    return <RefereeStep key={useEntryVisitKey(id)} entry={id} questionnaire={questionnaire} />;
  },
});
