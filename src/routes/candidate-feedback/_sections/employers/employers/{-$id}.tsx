import { createFileRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../../../../app/lazy-screen';
import { numberedEntryRoute, useEntryVisitKey } from '../../../../../step-layout/route-params';

const EmployerStep = lazyScreen(() => import('../../../../../features/employers/employer-step').then((module) => module.EmployerStep));

/** /candidate-feedback/employers/employers/{id?}: the {id}th employer; without an id, the first, query kept (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/employers/employers/{-$id}')({
  ...numberedEntryRoute('employers'),
  component: function EmployersEntry() {
    const id = Route.useParams({ select: (params) => params.id ?? 1 });
    return <EmployerStep key={useEntryVisitKey(id)} entry={id} />;
  },
});
