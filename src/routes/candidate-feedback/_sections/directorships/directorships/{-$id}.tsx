import { createFileRoute, useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageSkeleton } from '../../../../../app/page-skeleton';
import { numberedEntryRoute } from '../../../../../step-layout/route-params';

/** The directorship form, a lazily loaded chunk of its own as the employer form is. */
const DirectorshipStep = lazy(() =>
  import('../../../../../features/directorships/directorship-step').then((module) => ({ default: module.DirectorshipStep })),
);

/** /candidate-feedback/directorships/directorships/{id?}: the {id}th directorship; without an id, the first, query kept (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/directorships/directorships/{-$id}')({
  ...numberedEntryRoute('directorships'),
  component: function DirectorshipsEntry() {
    const id = Route.useParams({ select: (params) => params.id ?? 1 });
    // Every visit starts a fresh form, even of the same entry.
    const visit = useLocation({ select: (location) => location.state.__TSR_key });
    return (
      <Suspense fallback={<PageSkeleton />}>
        <DirectorshipStep key={`${id}-${visit ?? ''}`} entry={id} />
      </Suspense>
    );
  },
});
