import { createFileRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../../../../app/lazy-screen';
import { numberedEntryRoute, useEntryVisitKey } from '../../../../../step-layout/route-params';

const DirectorshipStep = lazyScreen(() => import('../../../../../features/directorships/directorship-step').then((module) => module.DirectorshipStep));

/** /candidate-feedback/directorships/directorships/{id?}: the {id}th directorship; without an id, the first, query kept (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/directorships/directorships/{-$id}')({
  ...numberedEntryRoute('directorships'),
  component: function DirectorshipsEntry() {
    const id = Route.useParams({ select: (params) => params.id ?? 1 });
    return <DirectorshipStep key={useEntryVisitKey(id)} entry={id} />;
  },
});
