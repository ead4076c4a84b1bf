import { createFileRoute, useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageSkeleton } from '../../../../../app/page-skeleton';
import { numberedEntryRoute } from '../../../../../step-layout/route-params';

/** The employer form, a lazily loaded chunk of its own as the details steps are. */
const EmployerStep = lazy(() =>
  import('../../../../../features/employers/employer-step').then((module) => ({ default: module.EmployerStep })),
);

/** /candidate-feedback/employers/employers/{id?}: the {id}th employer; without an id, the first, query kept (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/employers/employers/{-$id}')({
  ...numberedEntryRoute('employers'),
  component: function EmployersEntry() {
    const id = Route.useParams({ select: (params) => params.id ?? 1 });
    // Every visit starts a fresh form, even of the same entry (after the first employer is removed, say).
    const visit = useLocation({ select: (location) => location.state.__TSR_key });
    return (
      <Suspense fallback={<PageSkeleton />}>
        <EmployerStep key={`${id}-${visit ?? ''}`} entry={id} />
      </Suspense>
    );
  },
});
