import { createFileRoute } from '@tanstack/react-router';
import { parseIndex, stringifyIndex } from '../../../../../app/route-params';
import { guardStep } from '../../../../../app/step-layout/step-guard';
import { StepPlaceholder } from '../../../../../app/step-layout/step-placeholder';

/** /candidate-feedback/reference/reference/{id}?questionnaire=: one referee, numbered from 1 (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/reference/reference/$id')({
  params: {
    parse: ({ id }) => ({ id: parseIndex(id) }),
    stringify: ({ id }) => ({ id: stringifyIndex(id) }),
  },
  beforeLoad: (args) => guardStep(args, 'reference', 'reference'),
  component: () => <StepPlaceholder section="reference" step="reference" />,
});
