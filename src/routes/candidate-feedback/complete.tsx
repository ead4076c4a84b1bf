import { createFileRoute } from '@tanstack/react-router';
import { settingsQueryOptions } from '../../api/settings/get-settings';
import { CompletePage } from '../../features/companion/complete-page';
import { companionRoute } from './-companion-route';

const { loaderDeps, loader } = companionRoute('complete');

/**
 * The links are fetched before the page shows, so it does not change under the reader; if they cannot be read the
 * page shows without them. (The New Zealand booking code is the page's own concern: it knows which requests need one.)
 */
export const Route = createFileRoute('/candidate-feedback/complete')({
  loaderDeps,
  loader: async (args) => {
    await loader(args);
    await args.context.queryClient.prefetchQuery(settingsQueryOptions());
  },
  component: CompletePage,
});
