// @vitest-environment jsdom
/**
 * The document title, which a screen reader reads first: each kind of page names itself, 'Error: ' leads while a
 * page shows errors and goes once they are gone, and the title speaks the current language.
 */
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DetailsStep } from '../../domain/sections';
import { ErrorSummary } from '../forms/error-summary';
import type { ErrorSummaryItem } from '../forms/form-errors';
import { referenceResponseFixture } from '../testing/reference-response-fixture';
import { renderApp } from '../testing/render-app';
import { StepStandIn } from '../testing/step-stand-in';
import { PageTitleProvider, usePageTitle } from '../ui/page-title/page-title';
import { DocumentTitle } from './document-title';
import { activateLanguage, createAppI18n } from './i18n';
import { withEarlierSectionsComplete } from '../testing/earlier-sections';

// The frame names the page, not the forms: the details and employer steps show the placeholder in their frame.
vi.mock('../features/details/details-step', () => ({
  DetailsStepScreen: ({ step }: { step: DetailsStep }) => <StepStandIn section="details" step={step} />,
}));
vi.mock('../features/employers/employer-step', () => ({
  EmployerStep: () => <StepStandIn section="employers" step="employers" />,
}));

const SERVICE = 'Complete your background check';
const QUERY = '?guid=guid-1&user_token=token-1';

beforeEach(() => {
  localStorage.clear();
  document.title = '';
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function expectTitle(title: string) {
  await waitFor(() => expect(document.title).toBe(title));
}

describe('each page has its own title', () => {
  it.each([
    ['the home page', `/candidate-feedback${QUERY}`, `Your sections – ${SERVICE}`],
    ['a step of a section with several steps', `/candidate-feedback/details/name${QUERY}`, `Name – Personal details – ${SERVICE}`],
    ['the step of a section with one step', `/candidate-feedback/employers/employers${QUERY}`, `Employment history – ${SERVICE}`],
    ['the logout page', '/logout', `You have been logged out – ${SERVICE}`],
    ['the page of an address without the link', '/candidate-feedback?guid=guid-1', `Please open the link from your email – ${SERVICE}`],
    ['the not-found page', `/candidate-feedback/nowhere${QUERY}`, `404 Not Found – ${SERVICE}`],
  ])('%s', async (_, url, title) => {
    // Employment history opens by its address once the sections before it are done, as the hub's order asks.
    const response = withEarlierSectionsComplete(referenceResponseFixture(), 'employers');
    renderApp({ url, api: { responses: { 'guid-1': response } } });
    await expectTitle(title);
  });

  it.each([
    ['profile-removed', { softDeleted: true }, `Request no longer available – ${SERVICE}`],
    ['expired', { requestStatus: 'expired' as const }, `This link has now expired – ${SERVICE}`],
    ['complete', { responseStatus: 'done' as const }, `Your Information Has Been Received! – ${SERVICE}`],
  ])('the %s page', async (_, fixture, title) => {
    renderApp({ url: `/candidate-feedback${QUERY}`, api: { responses: { 'guid-1': referenceResponseFixture(fixture) } } });
    await expectTitle(title);
  });

  it('follows the candidate from page to page', async () => {
    const { router } = renderApp({ url: `/candidate-feedback${QUERY}`, api: { responses: { 'guid-1': referenceResponseFixture() } } });
    await expectTitle(`Your sections – ${SERVICE}`);
    await router.navigate({ to: '/candidate-feedback/details/{-$step}', params: { step: 'name' }, search: true });
    await expectTitle(`Name – Personal details – ${SERVICE}`);
    await router.navigate({ to: '/candidate-feedback', search: true });
    await expectTitle(`Your sections – ${SERVICE}`);
  });
});

describe('in the page’s language', () => {
  it('is French for a French page, and follows a change of language', async () => {
    const i18n = createAppI18n();
    await activateLanguage(i18n, 'fr');
    renderApp({ url: `/candidate-feedback/details/name${QUERY}`, api: { responses: { 'guid-1': referenceResponseFixture() } }, i18n });
    await expectTitle('Nom – Informations personnelles – Complétez votre vérification des antécédents');

    await userEvent.selectOptions(await screen.findByLabelText('Langue'), 'en');
    await expectTitle(`Name – Personal details – ${SERVICE}`);
  });
});

function PageWithErrors({ items }: { items: ErrorSummaryItem[] }) {
  usePageTitle('Name – Personal details');
  return <ErrorSummary items={items} />;
}

function renderPage(i18n = createAppI18n()) {
  const ui = (items: ErrorSummaryItem[]) => (
    <I18nProvider i18n={i18n}>
      <PageTitleProvider>
        <DocumentTitle />
        <PageWithErrors items={items} />
      </PageTitleProvider>
    </I18nProvider>
  );
  const view = render(ui([]));
  return { showErrors: (items: ErrorSummaryItem[]) => view.rerender(ui(items)) };
}

describe('while the page shows errors', () => {
  it('starts with "Error: " while the error summary shows, and loses it once the errors are gone', async () => {
    const { showErrors } = renderPage();
    await expectTitle(`Name – Personal details – ${SERVICE}`);

    showErrors([{ name: 'first_name', message: 'Enter your first name' }]);
    await expectTitle(`Error: Name – Personal details – ${SERVICE}`);

    showErrors([]);
    await expectTitle(`Name – Personal details – ${SERVICE}`);
  });

  it('says so in French', async () => {
    const i18n = createAppI18n();
    await activateLanguage(i18n, 'fr');
    const { showErrors } = renderPage(i18n);
    showErrors([{ name: 'first_name', message: 'Saisissez votre prénom' }]);
    await expectTitle('Erreur : Name – Personal details – Complétez votre vérification des antécédents');
  });
});
