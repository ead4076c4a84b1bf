import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { REDIRECT_STATE } from '../../../app/activity';
import { ensureReferenceResponse } from '../../../api/candidate-data';
import { ensureSectionCatalog } from '../../../app/i18n';
import { COMPANION_PATHS, companionPageFor } from '../../../features/home/companion-page';
import { AriaLocale } from '../../../ui/aria-locale/aria-locale';

/**
 * Every section and step page (a pathless layout: it adds nothing to the address). A removed, expired or
 * completed request cannot be edited (the API answers 409), so its section pages send the candidate to the
 * same companion page the home page would. It decides in beforeLoad, which runs before the step routes' own
 * guards, so those only ever see an open request. The step screens' catalog (lingui.config.ts) is loaded here,
 * so a step never shows before its text, and React Aria's own words are set to the candidate's language here.
 */
export const Route = createFileRoute('/candidate-feedback/_sections')({
  beforeLoad: async ({ context, search }) => {
    const page = companionPageFor(await ensureReferenceResponse(context.queryClient, search.guid));
    if (page) throw redirect({ to: COMPANION_PATHS[page], search: true, replace: true, state: REDIRECT_STATE });
    await ensureSectionCatalog(context.i18n);
  },
  component: SectionsLayout,
});

function SectionsLayout() {
  return (
    <AriaLocale>
      <Outlet />
    </AriaLocale>
  );
}
