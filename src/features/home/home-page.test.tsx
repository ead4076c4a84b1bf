// @vitest-environment jsdom
/**
 * The home page through the real app: the task list for hand-built responses and provider answers, the skeleton
 * while the statuses load, and Finish, which leads through the check of the answers to the Confirm data dialog with
 * its outcomes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CandidateDetails, Check, IdDocumentDetails, ReferenceResponse } from '../../../domain/reference-response';
import type { CandidateAnswers } from '../../../domain/candidate-answers';
import {
  answersEndpoint,
  completeEndpoint,
  doneResponse,
  endpoints,
  gate,
  type ProviderAnswers,
  providerEndpoints,
} from '../../testing/fake-endpoints';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { type FakeApi, renderApp } from '../../testing/render-app';
import { savedLondonAddress } from '../../../domain/testing/saved-records';
import { freshPageForEachTest } from '../../testing/fresh-page';

const QUERY = '?guid=guid-1&user_token=token-1';
const HOME = `/candidate-feedback${QUERY}`;

function check(slug: Check['criteria_check']['slug'], extra: Partial<Check> = {}): Check {
  return {
    id: 1,
    criteria_check: { slug, title: slug },
    level: [],
    additional: { region: null },
    require_digital_id_verification: false,
    country: 1,
    country_code: 'GB',
    minimum_criteria_count: null,
    reference_check_config: [],
    ...extra,
  };
}

/**
 * A GB request with a digital-ID criminal record check: consent form (when linked), personal details (name,
 * birth, previous names, ID, address), the criminal record consent and identity validation; `more` adds checks.
 */
function request({ consent = false, more = [] as Check[] } = {}): ReferenceResponse {
  const response = referenceResponseFixture();
  response.reference_request.consent_form_link = consent ? 'https://sign.example.test/consent' : null;
  response.reference_request.checks = [
    check('criminal_record', { level: ['enhanced'], require_digital_id_verification: true }),
    ...more,
  ];
  return response;
}

function withName(response: ReferenceResponse): ReferenceResponse {
  response.candidate_details = [{ first_name: 'Ada', is_completed: true } as CandidateDetails];
  return response;
}

/** Every personal-detail step the request needs, and the criminal record consent, complete. */
function withDetailsAndConsent(response: ReferenceResponse): ReferenceResponse {
  response.candidate_details = [
    {
      first_name: 'Ada',
      date_of_birth: '1990-01-01',
      country_of_birth: 1,
      is_any_other_names: false,
      is_completed: true,
    } as CandidateDetails,
  ];
  response.candidate_id_document_details = { is_completed: true } as IdDocumentDetails;
  response.candidate_address_details = [savedLondonAddress({ period_residence_from: '2010-01-01' })];
  response.disclosure_signed_at = '2026-11-01T10:00:00Z';
  return response;
}

const ALL_PROVIDERS_DONE: ProviderAnswers = {
  signed: { consent_document: true },
  digitalId: true,
  digitalIdSuccess: true,
};

function renderHome(response: ReferenceResponse, providers: ProviderAnswers = {}, api: Partial<FakeApi> = {}) {
  return renderApp({
    url: `${HOME}&idProvider=trinsic`,
    api: { responses: { 'guid-1': response }, extra: providerEndpoints(providers), ...api },
  });
}

/** Each row as the reader sees it: title, status and action. */
async function rows(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Your sections' }, FIRST_LOAD);
  return within(list)
    .getAllByRole('listitem')
    .map((row) => [...row.children].map((cell) => cell.textContent?.trim()).join(' | '));
}

/** The first page of a test file also loads the route chunks: allow more than the default second. */
const FIRST_LOAD = { timeout: 5000 };

const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

freshPageForEachTest();

describe('the task list', () => {
  it('keeps the company caption and heading', async () => {
    renderHome(request());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete your background check' }, FIRST_LOAD),
    ).toBeDefined();
    expect(screen.getByText('Acme Recruitment has asked you to complete a background check.')).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Your sections' })).toBeDefined();
  });

  it('fresh: personal details can be started, every other section cannot start yet', async () => {
    renderHome(request());
    expect(await rows()).toEqual([
      'Personal details | Not started | Start Personal details',
      'Criminal record check consent | Cannot start yet',
      'Identity validation | Cannot start yet',
    ]);
    const start = screen.getByRole('link', { name: 'Start Personal details' });
    expect(start.getAttribute('href')).toBe(`/candidate-feedback/details${QUERY}&idProvider=trinsic`);
    // A section that cannot start yet offers no control at all, not even a disabled one.
    const waiting = screen.getByText('Identity validation').closest('li')!;
    expect(within(waiting).queryAllByRole('button')).toHaveLength(0);
    expect(within(waiting).queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
  });

  it('a section in progress is continued, and nothing else can be started meanwhile', async () => {
    renderHome(withName(request()));
    expect(await rows()).toEqual([
      'Personal details | In progress | Continue Personal details',
      'Criminal record check consent | Cannot start yet',
      'Identity validation | Cannot start yet',
    ]);
    expect(screen.queryAllByRole('link', { name: /^Start / })).toHaveLength(0);
  });

  it('a signed form that is next is signed, and links to its step page', async () => {
    renderHome(request({ consent: true }));
    expect((await rows())[0]).toBe('Consent | Not started | Sign Consent');
    expect(screen.getByRole('link', { name: 'Sign Consent' }).getAttribute('href')).toBe(
      `/candidate-feedback/consent/consent${QUERY}&idProvider=trinsic`,
    );
  });

  it('completed sections are edited, but signed forms and identity validation are only shown', async () => {
    renderHome(withDetailsAndConsent(request({ consent: true })), ALL_PROVIDERS_DONE);
    expect(await rows()).toEqual([
      'Consent | Completed | Show Consent',
      'Personal details | Completed | Edit Personal details',
      'Criminal record check consent | Completed | Edit Criminal record check consent',
      'Identity validation | Completed | Show Identity validation',
    ]);
    expect(screen.getByRole('link', { name: 'Edit Criminal record check consent' }).getAttribute('href')).toBe(
      `/candidate-feedback/dbs_declaration_consent/dbs_consent${QUERY}&idProvider=trinsic`,
    );
  });

  it('lists supporting documents last, and shows no Finish until every section is complete', async () => {
    renderHome(withDetailsAndConsent(request({ consent: true, more: [check('document')] })), ALL_PROVIDERS_DONE);
    const listed = await rows();
    expect(listed.at(-1)).toBe('Supporting documents | Not started | Start Supporting documents');
    expect(listed).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
  });

  it('offers Finish once every section is complete', async () => {
    renderHome(withDetailsAndConsent(request({ consent: true })), ALL_PROVIDERS_DONE);
    expect(await screen.findByRole('button', { name: 'Finish' }, FIRST_LOAD)).toBeDefined();
  });

  it('counts a failed provider look-up as not complete', async () => {
    renderHome(withDetailsAndConsent(request({ consent: true })), {
      ...ALL_PROVIDERS_DONE,
      failing: [/\/partner\/scrive\/consent_document\//],
    });
    expect((await rows())[0]).toBe('Consent | Not started | Sign Consent');
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
  });

  it('uses the identity provider the link names: idProvider=hooyu reads the first provider', async () => {
    const response = withDetailsAndConsent(request());
    renderApp({
      url: `${HOME}&idProvider=hooyu`,
      api: {
        responses: { 'guid-1': response },
        extra: providerEndpoints({ digitalId: true, hooyu: { status: 'completed', credit_status: null }, abandoned: false }),
      },
    });
    expect((await rows())[2]).toBe('Identity validation | Completed | Show Identity validation');
  });

  it('offers Try again when the response cannot be read again, and shows the list once it can', async () => {
    const api: FakeApi = { responses: { 'guid-1': request() }, extra: providerEndpoints({}) };
    const { router, queryClient } = renderApp({ url: `${HOME}&idProvider=trinsic`, api });
    await rows();

    // A save elsewhere marked the response stale, and the server is now failing.
    api.status = 500;
    await queryClient.invalidateQueries({ queryKey: ['oneform'] });
    await router.navigate({ to: '/candidate-feedback', search: (search) => ({ ...search, idProvider: 'hooyu' }) });
    expect(await screen.findByText('We could not check the progress of your sections.')).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Your sections' })).toBeNull();

    delete api.status;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(3);
  });

  it('shows 4 skeleton rows while the statuses load, then the list', async () => {
    const providers = gate();
    renderHome(request({ consent: true }), { signed: { consent_document: false }, hold: providers.promise });
    await screen.findByRole('heading', { level: 2, name: 'Your sections' }, FIRST_LOAD);
    expect(screen.getByTestId('section-skeleton').children).toHaveLength(4);
    expect(screen.queryByRole('list', { name: 'Your sections' })).toBeNull();
    providers.release();
    expect(await rows()).toHaveLength(4);
    expect(screen.queryByTestId('section-skeleton')).toBeNull();
  });
});

describe('above the list', () => {
  it('counts the complete sections, with the plural the total needs', async () => {
    renderHome(withDetailsAndConsent(request({ consent: true })), { signed: { consent_document: true } });
    expect(await screen.findByText('3 of 4 sections complete', {}, FIRST_LOAD)).toBeDefined();
    expect(screen.getByRole('list', { name: 'Your sections' }).getAttribute('aria-describedby')).toBe(
      screen.getByText('3 of 4 sections complete').id,
    );
  });

  it('says 0 of n while nothing is complete', async () => {
    renderHome(request());
    expect(await screen.findByText('0 of 3 sections complete', {}, FIRST_LOAD)).toBeDefined();
  });

  it('gives the link’s expiry date as dd/MM/yyyy', async () => {
    const response = referenceResponseFixture({ expireDate: new Date(2026, 11, 24, 18, 0).toISOString() });
    renderHome(response);
    expect(await screen.findByText('This link expires on 24/12/2026.', {}, FIRST_LOAD)).toBeDefined();
  });

  it('links the company’s email and phone for questions', async () => {
    renderHome(referenceResponseFixture({ contactEmail: 'hr@acme.example', contactPhone: '+44 20 7946 0000' }));
    const email = await screen.findByRole('link', { name: 'hr@acme.example' }, FIRST_LOAD);
    expect(email.getAttribute('href')).toBe('mailto:hr@acme.example');
    expect(screen.getByRole('link', { name: '+44 20 7946 0000' }).getAttribute('href')).toBe('tel:+442079460000');
    expect(email.closest('p')?.textContent).toBe('Questions? Contact Acme Recruitment at hr@acme.example or +44 20 7946 0000.');
  });

  it('links the email alone when the company gave no phone', async () => {
    renderHome(referenceResponseFixture({ contactEmail: 'hr@acme.example' }));
    const email = await screen.findByRole('link', { name: 'hr@acme.example' }, FIRST_LOAD);
    expect(email.closest('p')?.textContent).toBe('Questions? Contact Acme Recruitment at hr@acme.example.');
  });

  it('names the company alone when it gave no contact', async () => {
    renderHome(referenceResponseFixture());
    expect(await screen.findByText('If you have questions, contact Acme Recruitment.', {}, FIRST_LOAD)).toBeDefined();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });
});

/** What the server answers for the request of these tests: its name, birth date and the signed consent. */
const ANSWERS: CandidateAnswers = {
  sections: [
    {
      section: 'details',
      status: 'success',
      groups: [
        { step: 'name', title: { key: 'name' }, fields: [{ key: 'first_name', value: 'Ada' }] },
        { step: 'birth', title: { key: 'birth' }, fields: [{ key: 'date_of_birth', value: '1990-01-31' }] },
        { step: 'previous_name', title: { key: 'previous_name' }, fields: [{ key: 'is_any_other_names', value: false }] },
        { step: 'previous_name', title: { key: 'previous_name' }, fields: [], none: 'previous_name' },
        {
          step: 'address',
          title: { key: 'address', number: 1 },
          fields: [{ key: 'city', value: 'London' }],
        },
      ],
    },
    { section: 'consent', status: 'success', groups: [{ step: 'consent', title: { key: 'consent' }, fields: [{ key: 'signed', value: true }] }] },
  ],
};

describe('Finish and the check of the answers', () => {
  it('opens every answer, each with a Change link named after it that comes back here after the save', async () => {
    const response = withDetailsAndConsent(request({ consent: true }));
    const { router } = renderHome(response, ALL_PROVIDERS_DONE, {
      extra: endpoints(answersEndpoint(ANSWERS), providerEndpoints(ALL_PROVIDERS_DONE)),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Finish' }, FIRST_LOAD));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your answers before submitting' }, FIRST_LOAD)).toBeDefined();
    expect(router.state.location.pathname).toBe('/candidate-feedback/answers');

    const details = screen.getByRole('region', { name: 'Personal details' });
    const terms = within(details).getAllByRole('term').map((term) => term.textContent);
    const values = within(details).getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['First name', 'Date of birth', 'Have you been known by any other names?', 'Town or city']);
    expect(values).toEqual(expect.arrayContaining(['Ada', '31/01/1990', 'No', 'London']));
    expect(within(details).getByText('No previous names given.')).toBeDefined();

    const change = within(details).getByRole('link', { name: 'Change Date of birth' });
    expect(change.getAttribute('href')).toBe(`/candidate-feedback/details/birth${QUERY}&idProvider=trinsic&from=answers`);
    expect(within(details).getByRole('link', { name: 'Change Address 1' }).getAttribute('href')).toContain('/candidate-feedback/details/address?');
    // A form signed elsewhere is shown, not changed here, as on the hub.
    const consent = screen.getByRole('region', { name: 'Consent' });
    expect(within(consent).getByRole('term').textContent).toBe('Form signed');
    expect(within(consent).queryByRole('link')).toBeNull();

    // Back on the home page from a step opened here, the candidate comes back to the answers.
    await router.navigate({ to: '/candidate-feedback', search: (search) => ({ ...search, from: 'answers' }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-feedback/answers'));
    expect(router.state.location.searchStr).toBe(`${QUERY}&idProvider=trinsic`);
  });

  it('sends a candidate with a section left to complete back to the list', async () => {
    const { router } = renderApp({
      url: `/candidate-feedback/answers${QUERY}&idProvider=trinsic`,
      api: { responses: { 'guid-1': withName(request()) }, extra: endpoints(answersEndpoint(ANSWERS), providerEndpoints({})) },
    });
    expect(await screen.findByRole('list', { name: 'Your sections' }, FIRST_LOAD)).toBeDefined();
    expect(router.state.location.pathname).toBe('/candidate-feedback');
  });
});

describe('the Confirm data dialog', () => {
  async function openDialog(api: Partial<FakeApi> = {}) {
    const response = withDetailsAndConsent(request({ consent: true }));
    const extra = api.extra ?? providerEndpoints(ALL_PROVIDERS_DONE);
    const view = renderHome(response, ALL_PROVIDERS_DONE, { ...api, extra: endpoints(answersEndpoint(ANSWERS), extra) });
    await userEvent.click(await screen.findByRole('button', { name: 'Finish' }, FIRST_LOAD));
    const next = await screen.findByRole('button', { name: 'Continue to submit' }, FIRST_LOAD);
    await waitFor(() => expect(isDisabled(next)).toBe(false));
    await userEvent.click(next);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm data' });
    return { ...view, response, dialog };
  }

  it('says what submitting means, and Close returns to the answers with focus on Continue to submit', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Confirm data' })).toBeDefined();
    expect(
      within(dialog).getByText('Please ensure that all your data is final before proceeding with the submission.'),
    ).toBeDefined();
    expect(within(dialog).getByText('Once all data is submitted, you can no longer edit it.')).toBeDefined();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue to submit' })));

    await userEvent.click(screen.getByRole('button', { name: 'Continue to submit' }));
    expect(await screen.findByRole('alertdialog', { name: 'Confirm data' })).toBeDefined();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('Complete submits, says Submitting... meanwhile, then shows the completion page with the query kept', async () => {
    const answer = gate();
    const response = withDetailsAndConsent(request({ consent: true }));
    const complete = completeEndpoint(() => doneResponse(response), answer.promise);
    const { router, dialog } = await openDialog({
      extra: endpoints(complete.handler, providerEndpoints(ALL_PROVIDERS_DONE)),
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Submitting...')).toBeDefined();
    expect(isDisabled(within(dialog).getByRole('button', { name: 'Close' }))).toBe(true);
    expect(complete.calls()).toBe(1);

    answer.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Information Has Been Received!' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/candidate-feedback/complete');
    expect(router.state.location.searchStr).toBe(`${QUERY}&idProvider=trinsic`);
  });

  it("shows the server's detail in the dialog when it refuses, and Complete may be tried again", async () => {
    const complete = completeEndpoint(() => jsonResponse({ detail: 'This response can no longer be changed.' }, 409));
    const { dialog } = await openDialog({ extra: endpoints(complete.handler, providerEndpoints(ALL_PROVIDERS_DONE)) });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This response can no longer be changed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(complete.calls()).toBe(2));
  });

  it('names the missing sections in the reader’s language when the server lists them', async () => {
    const complete = completeEndpoint(() =>
      jsonResponse({ detail: 'Incomplete sections: details, consent.', missing_sections: ['details', 'consent'] }, 409),
    );
    const { dialog } = await openDialog({ extra: endpoints(complete.handler, providerEndpoints(ALL_PROVIDERS_DONE)) });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your information could not be submitted because these sections are not complete: Personal details and Consent.',
    );
  });

  it("stays on the answers when the answer is not 'done'", async () => {
    const response = withDetailsAndConsent(request({ consent: true }));
    const complete = completeEndpoint(() => jsonResponse(response));
    const { dialog, router } = await openDialog({
      extra: endpoints(complete.handler, providerEndpoints(ALL_PROVIDERS_DONE)),
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your information could not be submitted. Please try again.',
    );
    expect(router.state.location.pathname).toBe('/candidate-feedback/answers');
  });
});
