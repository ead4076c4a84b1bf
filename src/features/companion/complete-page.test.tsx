// @vitest-environment jsdom
/**
 * The companion pages through the real app: the completion page (checks in progress, links, New Zealand
 * instructions), the expired page, and the redirects between them and the home page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CandidateCheckStatus } from '../../../domain/check-status';
import type { Check, ReferenceResponse } from '../../../domain/reference-response';
import { endpoints, nzCompanyCodeEndpoint, settingsEndpoint } from '../../testing/fake-endpoints';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { type FakeApi, renderApp } from '../../testing/render-app';
import { freshPageForEachTest } from '../../testing/fresh-page';

const QUERY = '?guid=guid-1&user_token=token-1';
const SETTINGS = {
  help_centre_url: 'https://help.example.test/candidates',
  career_passport_url: 'https://passport.example.test/start',
};
/** The first page of a test file also loads the route chunks: allow more than the default second. */
const FIRST_LOAD = { timeout: 5000 };

function check(slug: Check['criteria_check']['slug'], country = 'NZ'): Check {
  return {
    id: 1,
    criteria_check: { slug, title: slug },
    level: [],
    additional: { region: null },
    require_digital_id_verification: false,
    country: 2,
    country_code: country,
    minimum_criteria_count: null,
    reference_check_config: [],
  };
}

function done(adjust: (response: ReferenceResponse) => void = () => {}): ReferenceResponse {
  const response = referenceResponseFixture({ responseStatus: 'done' });
  adjust(response);
  return response;
}

function newZealand(...slugs: Check['criteria_check']['slug'][]) {
  return (response: ReferenceResponse) => {
    response.reference_request.country_code = 'NZ';
    response.reference_request.checks = slugs.map((slug) => check(slug));
  };
}

/** GET /api/oneform/{guid}/check-statuses/: each check of the response received, unless a test reports on it. */
function checkStatusesEndpoint(statuses: (response: ReferenceResponse) => CandidateCheckStatus[] | 'failing'): NonNullable<FakeApi['extra']> {
  return (url) => {
    const match = /^\/api\/oneform\/([^/]+)\/check-statuses\/$/.exec(url.pathname);
    if (!match) return undefined;
    const answer = currentResponse && statuses(currentResponse);
    return answer === 'failing' || !answer ? jsonResponse({ detail: 'Unavailable.' }, 500) : jsonResponse(answer);
  };
}

const received = (response: ReferenceResponse): CandidateCheckStatus[] =>
  response.reference_request.checks.map((check) => ({
    id: check.id,
    type: check.criteria_check.slug,
    status: null,
    message_to_candidate: null,
    translations: {},
    expected_by: null,
    reported_at: null,
  }));

let currentResponse: ReferenceResponse | undefined;

function renderPage(path: string, response: ReferenceResponse, extra: FakeApi['extra'] = settingsEndpoint(SETTINGS)) {
  currentResponse = response;
  return renderApp({ url: `${path}${QUERY}`, api: { responses: { 'guid-1': response }, extra: endpoints(extra!, checkStatusesEndpoint(received)) } });
}

const heading = (name: string, level = 1) => screen.findByRole('heading', { level, name }, FIRST_LOAD);

freshPageForEachTest();

const pad = (value: number) => String(value).padStart(2, '0');
/** dd/MM/yyyy of an instant on the reader's own clock: the test machine's time zone. */
const localDate = (instant: string) => {
  const local = new Date(instant);
  return `${pad(local.getDate())}/${pad(local.getMonth() + 1)}/${local.getFullYear()}`;
};

/** The receipt's rows as read: each term with its definition. */
const receipt = () =>
  screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('the completion page', () => {
  it('says when the candidate submitted and gives a reference to quote', async () => {
    const completedAt = '2030-06-01T09:30:00.000Z';
    renderPage(
      '/candidate-feedback/complete',
      done((response) => {
        response.completed_at = completedAt;
        response.reference_request.guid = '7f3a92c1-5b2e-4c7d-9e10-2a3b4c5d6e7f';
      }),
    );
    expect(await heading('Your Information Has Been Received!')).toBeDefined();
    expect(receipt()).toEqual([`Submitted on: ${localDate(completedAt)}`, 'Your reference: 7F3A-92C1']);
    expect(screen.getByRole('img', { name: 'Acme Recruitment logo' })).toBeDefined();
    expect(
      screen.getByText('Please quote this reference if you contact Acme Recruitment about your background check.'),
    ).toBeDefined();
  });

  it('lists each check as received on the submission date, with nothing to open, and links to the help centre and the career passport', async () => {
    const completedAt = '2030-06-01T09:30:00.000Z';
    renderPage(
      '/candidate-feedback/complete',
      done((response) => {
        response.completed_at = completedAt;
      }),
    );
    expect(await heading('Your Information Has Been Received!')).toBeDefined();
    expect(screen.getByText('Thank you. Your information has been sent to Acme Recruitment.')).toBeDefined();

    const checks = screen.getByRole('heading', { level: 2, name: 'Background checks in progress' });
    const list = checks.nextElementSibling as HTMLElement;
    expect(within(list).getAllByRole('heading', { level: 3 }).map((item) => item.textContent)).toEqual([
      'Criminal record',
      'Employment history',
    ]);
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Criminal recordReceived Received on ${localDate(completedAt)}`,
      `Employment historyReceived Received on ${localDate(completedAt)}`,
    ]);
    // Nothing in the list can be opened or tapped.
    expect(within(list).queryAllByRole('link')).toEqual([]);
    expect(within(list).queryAllByRole('button')).toEqual([]);
    expect(
      screen.getByText(
        'Acme Recruitment will now carry out these checks. You do not need to do anything else unless Acme Recruitment contacts you.',
      ),
    ).toBeDefined();

    expect(screen.getByRole('link', { name: 'help centre' }).getAttribute('href')).toBe(SETTINGS.help_centre_url);
    expect(screen.getByRole('link', { name: 'Set up your digital career passport' }).getAttribute('href')).toBe(
      SETTINGS.career_passport_url,
    );
    expect(screen.queryByRole('heading', { name: 'What you need to do next' })).toBeNull();
  });

  it('still shows when the settings cannot be read, without the links', async () => {
    renderPage('/candidate-feedback/complete', done(), settingsEndpoint('failing'));
    expect(await heading('Your Information Has Been Received!')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'help centre' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Set up your digital career passport' })).toBeNull();
  });

  it('gives New Zealand candidates the occupational health and drug test instructions with the company code', async () => {
    renderPage(
      '/candidate-feedback/complete',
      done(newZealand('occupational_health', 'drug_screening')),
      endpoints(settingsEndpoint(SETTINGS), nzCompanyCodeEndpoint({ 7: 'ACME-NZ-7' })),
    );
    expect(await heading('What you need to do next', 2)).toBeDefined();

    expect(screen.getByRole('heading', { level: 3, name: 'Occupational health check' })).toBeDefined();
    expect(screen.getByText(/you may be asked to authorise the release of your ACC claims history/)).toBeDefined();
    expect(screen.getByRole('link', { name: '0800 101 996' }).getAttribute('href')).toBe('tel:0800101996');

    expect(screen.getByRole('heading', { level: 3, name: 'Drug test' })).toBeDefined();
    const booking = await screen.findByText(/quote the company code/);
    expect(booking.textContent).toBe(
      'Please book your drug test at a collection centre near you. When you book, quote the company code ACME-NZ-7 so that your result is sent to Acme Recruitment.',
    );

    expect(screen.getByRole('heading', { level: 3, name: 'About ACC' })).toBeDefined();
    expect(screen.getByText(/the Accident Compensation Corporation, is New Zealand’s accident insurance scheme/)).toBeDefined();
  });

  it('shows a dash for the company code when it cannot be read', async () => {
    renderPage(
      '/candidate-feedback/complete',
      done(newZealand('drug_screening')),
      endpoints(settingsEndpoint(SETTINGS), nzCompanyCodeEndpoint({})),
    );
    expect(await heading('Drug test', 3)).toBeDefined();
    expect((await screen.findByText(/quote the company code/)).textContent).toContain('quote the company code - so that');
    expect(screen.queryByRole('heading', { name: 'Occupational health check' })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'About ACC' })).toBeDefined();
  });

  it('asks for no code when only occupational health applies, and shows nothing for New Zealand outside these checks', async () => {
    const { fetch, unmount } = renderPage(
      '/candidate-feedback/complete',
      done(newZealand('occupational_health')),
      endpoints(settingsEndpoint(SETTINGS), nzCompanyCodeEndpoint({ 7: 'ACME-NZ-7' })),
    );
    expect(await heading('Occupational health check', 3)).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Drug test' })).toBeNull();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('nz_company_code'))).toBe(false);
    unmount();

    renderPage('/candidate-feedback/complete', done(newZealand('criminal_record')));
    expect(await heading('Your Information Has Been Received!')).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'What you need to do next' })).toBeNull();
  });

  it('gives no New Zealand instructions to a request from another country with the same checks', async () => {
    renderPage(
      '/candidate-feedback/complete',
      done((response) => {
        response.reference_request.checks = [check('drug_screening', 'US')];
      }),
    );
    expect(await heading('Your Information Has Been Received!')).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Drug test' })).toBeNull();
  });
});

describe('the status page', () => {
  const reportedAt = '2030-06-03T10:00:00.000Z';
  const reported = (response: ReferenceResponse): CandidateCheckStatus[] => {
    const [criminal, employment] = received(response);
    return [
      { ...criminal!, status: 'needs_action', message_to_candidate: 'Please send a clearer photo of your passport.', expected_by: '2030-06-20', reported_at: reportedAt },
      { ...employment!, status: 'in_progress', expected_by: '2030-06-25', reported_at: reportedAt },
    ];
  };

  function renderReported(statuses: (response: ReferenceResponse) => CandidateCheckStatus[] | 'failing', adjust?: (response: ReferenceResponse) => void) {
    const response = done(adjust);
    currentResponse = response;
    return renderApp({
      url: `/candidate-feedback/complete${QUERY}`,
      api: { responses: { 'guid-1': response }, extra: endpoints(settingsEndpoint(SETTINGS), checkStatusesEndpoint(statuses)) },
    });
  }

  it('shows each check’s status and date as the organisation reports it, its message when it needs action, and when it expects to finish', async () => {
    renderReported(reported);
    expect(await heading('Your Information Has Been Received!')).toBeDefined();
    const list = screen.getByRole('heading', { level: 2, name: 'Background checks in progress' }).nextElementSibling as HTMLElement;
    const [criminal, employment] = within(list).getAllByRole('listitem');
    expect(within(criminal!).getByText('Action needed')).toBeDefined();
    expect(criminal!.textContent).toContain(`Updated on ${localDate(reportedAt)}`);
    expect(criminal!.textContent).toContain('Expected by 20/06/2030');
    expect(within(criminal!).getByText('What Acme Recruitment needs from you')).toBeDefined();
    expect(within(criminal!).getByText('Please send a clearer photo of your passport.')).toBeDefined();
    expect(within(employment!).getByText('In progress')).toBeDefined();
    expect(employment!.textContent).toContain('Expected by 25/06/2030');
    expect(within(employment!).queryByText(/needs from you/)).toBeNull();

    expect(screen.getByRole('heading', { level: 2, name: 'What happens next' })).toBeDefined();
    expect(
      screen.getByText('Acme Recruitment needs something from you before it can finish. Please read what it asks above and reply to Acme Recruitment.'),
    ).toBeDefined();
    expect(screen.getByText('Acme Recruitment expects to finish your checks by 25/06/2030.')).toBeDefined();
  });

  it('says when every check is complete, without an expected date', async () => {
    renderReported((response) => received(response).map((check) => ({ ...check, status: 'completed', reported_at: reportedAt })));
    expect(await heading('Your Information Has Been Received!')).toBeDefined();
    expect(screen.getAllByText('Completed')).toHaveLength(2);
    expect(screen.getByText('All your checks are complete. Acme Recruitment will contact you about what happens next.')).toBeDefined();
    expect(screen.queryByText(/expects to finish/)).toBeNull();
  });

  it('still lists the checks as received, and says so, when the statuses cannot be read', async () => {
    renderReported(() => 'failing');
    expect(await screen.findByText('The latest progress of your checks cannot be shown just now. Please try again later.', undefined, { timeout: 8000 })).toBeDefined();
    expect(screen.getAllByText('Received')).toHaveLength(2);
  }, 15_000);

  it('says whom to contact with questions and how to ask for a correction', async () => {
    renderReported(received, (response) => {
      response.reference_request.company_contact_email = 'hr@acme.example';
      response.reference_request.company_contact_phone = '+44 20 7946 0000';
      response.reference_request.guid = '7f3a92c1-5b2e-4c7d-9e10-2a3b4c5d6e7f';
    });
    expect(await heading('Questions and corrections', 2)).toBeDefined();
    expect(screen.getByRole('link', { name: 'hr@acme.example' }).getAttribute('href')).toBe('mailto:hr@acme.example');
    expect(screen.getByRole('link', { name: '+44 20 7946 0000' }).getAttribute('href')).toBe('tel:+442079460000');
    expect(
      screen.getByText(
        'You cannot change your answers here any more. If something you sent is wrong, contact Acme Recruitment, say what needs correcting and quote your reference 7F3A-92C1.',
      ),
    ).toBeDefined();
  });

  it('downloads the copy of what was submitted with the candidate’s token, and says so when it cannot', async () => {
    const createObjectURL = vi.fn(() => 'blob:copy');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let failing = false;
    const response = done();
    currentResponse = response;
    const { fetch } = renderApp({
      url: `/candidate-feedback/complete${QUERY}`,
      api: {
        responses: { 'guid-1': response },
        extra: endpoints(settingsEndpoint(SETTINGS), checkStatusesEndpoint(received), (url) => {
          if (url.pathname !== '/api/oneform/guid-1/submission.pdf') return undefined;
          if (failing) return jsonResponse({ detail: 'Unavailable.' }, 500);
          return new Response('%PDF-1.7', {
            headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="submission-7F3A-92C1.pdf"' },
          });
        }),
      },
    });
    const button = await screen.findByRole('button', { name: 'Download a copy of what you submitted (PDF)' }, FIRST_LOAD);
    fireEvent.click(button);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('submission-7F3A-92C1.pdf');
    expect(anchor.getAttribute('href')).toBe('blob:copy');
    const call = fetch.mock.calls.find(([input]) => String(input).includes('submission.pdf'));
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Token token-1');
    expect(screen.getByRole('alert').textContent).toBe('');

    failing = true;
    fireEvent.click(screen.getByRole('button', { name: 'Download a copy of what you submitted (PDF)' }));
    expect((await screen.findByText('Your copy could not be downloaded. Please try again.')).getAttribute('role')).toBe('alert');
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});

describe('the companion redirects', () => {
  it('sends a response that is not done from the completion page home', async () => {
    const { router } = renderPage('/candidate-feedback/complete', referenceResponseFixture());
    expect(await heading('Complete your background check')).toBeDefined();
    expect(router.state.location.pathname).toBe('/candidate-feedback');
    expect(router.state.location.searchStr).toBe(QUERY);
  });

  it('sends a done response from the home page to the completion page', async () => {
    const { router } = renderPage('/candidate-feedback', done());
    expect(await heading('Your Information Has Been Received!')).toBeDefined();
    expect(router.state.location.pathname).toBe('/candidate-feedback/complete');
    expect(router.state.location.searchStr).toBe(QUERY);
  });
});

describe('the profile-removed page', () => {
  it('names the company that withdrew the request, shows its logo, and keeps the specification’s text', async () => {
    renderPage(
      '/candidate-feedback/profile-removed',
      referenceResponseFixture({ softDeleted: true, company: 'Harbour Bank plc', logo: 'https://cdn.example.test/harbour.png' }),
    );
    expect(await heading('Request no longer available')).toBeDefined();
    expect(
      screen.getByText('Harbour Bank plc has withdrawn this request, so you cannot continue with it from this link.'),
    ).toBeDefined();
    expect(
      screen.getByText(
        'The request is no longer available. Please contact the organisation that has made the request for more information.',
      ),
    ).toBeDefined();
    expect(screen.getByRole('img', { name: 'Harbour Bank plc logo' }).getAttribute('src')).toBe(
      'https://cdn.example.test/harbour.png',
    );
  });

  it('sends a request that was not withdrawn home', async () => {
    const { router } = renderPage('/candidate-feedback/profile-removed', referenceResponseFixture());
    expect(await heading('Complete your background check')).toBeDefined();
    expect(router.state.location.pathname).toBe('/candidate-feedback');
  });
});

describe('the expired page', () => {
  it('shows the expiry date and time (dd/MM/yyyy, HH:mm), the company to contact and the way to a new link', async () => {
    const expireDate = '2024-03-05T08:07:00.000Z';
    renderPage('/candidate-feedback/expired', referenceResponseFixture({ requestStatus: 'expired', expireDate }));
    expect(await heading('This link has now expired')).toBeDefined();
    // The reader's own clock: the same instant in the test machine's time zone.
    const local = new Date(expireDate);
    const date = `${pad(local.getDate())}/${pad(local.getMonth() + 1)}/${local.getFullYear()}`;
    const time = `${pad(local.getHours())}:${pad(local.getMinutes())}`;
    expect(screen.getByText(`It expired on ${date} at ${time}.`)).toBeDefined();
    expect(screen.getByText('You can no longer change or send your answers with this link.')).toBeDefined();
    expect(
      screen.getByText('Please contact Acme Recruitment if you still need to complete your background check.'),
    ).toBeDefined();
    expect(screen.getByRole('img', { name: 'Acme Recruitment logo' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Send me a new link' }).getAttribute('href')).toBe('/lost-link');
  });

  it('sends a request that has not expired home', async () => {
    const { router } = renderPage('/candidate-feedback/expired', referenceResponseFixture());
    expect(await heading('Complete your background check')).toBeDefined();
    expect(router.state.location.pathname).toBe('/candidate-feedback');
  });
});
