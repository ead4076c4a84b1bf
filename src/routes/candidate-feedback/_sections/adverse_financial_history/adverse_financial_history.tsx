import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ensureReferenceResponse } from '../../../../api/candidate-data';
import { hooyuStatusQueryOptions } from '../../../../api/providers/get-hooyu-status';
import { AdverseFinancialHistoryStep } from '../../../../features/adverse-financial-history/adverse-financial-history-step';
import { guardStep } from '../../../../step-layout/step-guard';

/** The adverse financial history step: the request and the credit search's status are fetched first. */
export const Route = createFileRoute('/candidate-feedback/_sections/adverse_financial_history/adverse_financial_history')({
  beforeLoad: (args) => guardStep(args, 'adverse_financial_history', 'adverse_financial_history'),
  loaderDeps: ({ search }) => ({ guid: search.guid }),
  loader: async ({ context: { queryClient }, deps }) => {
    await Promise.all([
      ensureReferenceResponse(queryClient, deps.guid),
      queryClient.ensureQueryData(hooyuStatusQueryOptions(deps.guid)),
    ]);
  },
  component: AdverseFinancialHistoryRoute,
});

function AdverseFinancialHistoryRoute() {
  const { guid } = Route.useLoaderDeps();
  const { data } = useSuspenseQuery(hooyuStatusQueryOptions(guid));
  // The machine starts from the status the step opened with; it reads every later one itself.
  return <AdverseFinancialHistoryStep key={guid} creditStatus={data.credit_status} />;
}
