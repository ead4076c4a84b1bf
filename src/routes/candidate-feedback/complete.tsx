import { createFileRoute } from '@tanstack/react-router';
import { checkStatusesQueryOptions } from '../../api/oneform/get-check-statuses';
import { ensureSectionCatalog } from '../../app/i18n';
import { settingsQueryOptions } from '../../api/settings/get-settings';
import { CompletePage } from '../../features/companion/complete-page';
import { companionRoute } from './-companion-route';

const { loaderDeps, loader } = companionRoute('complete');

/**
 * The links and the checks' statuses are fetched before the page shows, so it does not change under the reader; if
 * they cannot be read the page shows without them (the checks as received). (The New Zealand booking code is the page's own concern: it knows which requests need one.)
 */
export const Route = createFileRoute('/candidate-feedback/complete')({
  loaderDeps,
  loader: async (args) => {
    await loader(args);
    await Promise.all([
      // The status page's parts speak from the sections catalog (lingui.config.ts).
      ensureSectionCatalog(args.context.i18n),
      args.context.queryClient.prefetchQuery(settingsQueryOptions()),
      args.context.queryClient.prefetchQuery(checkStatusesQueryOptions(args.deps.guid)),
    ]);
  },
  component: CompletePage,
});
