import { createFileRoute } from '@tanstack/react-router';
import { parseIndex, stringifyIndex } from '../../../../../step-layout/route-params';
import { guardStep } from '../../../../../step-layout/step-guard';
import { StepPlaceholder } from '../../../../../step-layout/step-placeholder';

/** /candidate-feedback/reference/reference/{id}?questionnaire=: one referee, numbered from 1 (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/reference/reference/$id')({
  params: {
    parse: ({ id }) => ({ id: parseIndex(id) }),
    stringify: ({ id }) => ({ id: stringifyIndex(id) }),
  },
  beforeLoad: (args) => guardStep(args, 'reference', 'reference'),
  component: () => <StepPlaceholder section="reference" step="reference" />,
});
