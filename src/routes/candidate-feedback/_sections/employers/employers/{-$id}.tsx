import { createFileRoute, redirect } from '@tanstack/react-router';
import { REDIRECT_STATE } from '../../../../../app/activity';
import { parseOptionalIndex, stringifyOptionalIndex } from '../../../../../app/route-params';
import { SECTION_TITLES } from '../../../../../app/section-titles';
import { StepNotAvailable } from '../../../../../ui/step-not-available/step-not-available';

/** /candidate-feedback/employers/employers/{id?}: the {id}th employer; without an id, the first, query kept (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/employers/employers/{-$id}')({
  params: {
    parse: ({ id }) => ({ id: parseOptionalIndex(id) }),
    stringify: ({ id }) => ({ id: stringifyOptionalIndex(id) }),
  },
  beforeLoad: ({ params }) => {
    if (params.id === undefined) {
      throw redirect({
        to: '/candidate-feedback/employers/employers/{-$id}',
        params: { id: 1 },
        search: true,
        replace: true,
        state: REDIRECT_STATE,
      });
    }
  },
  component: () => <StepNotAvailable sectionTitle={SECTION_TITLES.employers} />,
});
