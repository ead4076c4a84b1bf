// @vitest-environment jsdom
/**
 * The identity documents step through the real router and form: the groups the request asks and no others, a yes
 * revealing its fields, each error on its field, the right-to-work group after a passport answered "no", the body as
 * the API reads it, the server's refusal on its field, and the saved answers shown again.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CandidateDetails, IdDocumentDetails, Nationality, ReferenceResponse } from '../../../domain/reference-response';
import { buildResponse, type ResponseSpec } from '../../../domain/testing/build-response';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { describedBy, problemTargets, renderDetailsStep, typeDate as typeDateWithin } from './testing/render-details-step';

/** The fake API's only country. */
const UNITED_KINGDOM = 1;
const NATIONALITIES: Nationality[] = [
  { id: 20, guid: 'n20', name: 'British', short_name: 'GB' },
  { id: 22, guid: 'n22', name: 'Indian', short_name: 'IN' },
];
const THIS_YEAR = new Date().getFullYear();

const GB_DBS: ResponseSpec = { country: 'GB', checks: [{ slug: 'criminal_record', level: ['enhanced'] }] };
const GB_RIGHT_TO_WORK: ResponseSpec = { country: 'GB', checks: [{ slug: 'right_to_work' }, { slug: 'driving_license' }] };
const US: ResponseSpec = { country: 'US', checks: [{ slug: 'id_check' }] };

/** A request of the given checks with the steps before the ID step saved, so the ID step may be opened. */
function idRequest(spec: ResponseSpec, saved: Partial<IdDocumentDetails> | null = null, nationality = 22): ReferenceResponse {
  const fixture = referenceResponseFixture();
  const { reference_request: request } = buildResponse(spec);
  return {
    ...fixture,
    reference_request: { ...fixture.reference_request, country_code: request.country_code, checks: request.checks },
    candidate_details: [
      {
        first_name: 'Ada',
        date_of_birth: '1990-04-12',
        country_of_birth: UNITED_KINGDOM,
        nationality_at_birth: nationality,
        is_nationality_changed_since_birth: false,
        holds_dual_nationality: false,
        is_any_other_names: false,
        is_completed: true,
      } as CandidateDetails,
    ],
    candidate_id_document_details: saved && ({ is_completed: true, ...saved } as IdDocumentDetails),
  };
}

const renderStep = (response: ReferenceResponse, answer?: (body: Record<string, unknown>) => Response) =>
  renderDetailsStep<Record<string, unknown>>('id', response, {
    answer,
    otherCalls: (url) => (url.pathname === '/api/nationality/' ? jsonResponse(NATIONALITIES) : undefined),
  });

const question = (name: string) => screen.getByRole('radiogroup', { name });
const answer = (name: string, option: 'Yes' | 'No') => userEvent.click(within(question(name)).getByRole('radio', { name: option }));
/** The answer ticked in a yes/no question, or null. */
const checked = (name: string) => {
  const radio = within(question(name))
    .getAllByRole<HTMLInputElement>('radio')
    .find((candidate) => candidate.checked);
  return radio ? radio.labels?.[0]?.textContent : null;
};
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const firstQuestion = () => screen.findByRole('radiogroup', { name: 'Do you have a current passport?' }, { timeout: 15_000 });

const typeDate = (label: string, day: string, month: string, year: number) =>
  typeDateWithin(document.body, label, day, month, String(year));

/** Opens a select by its label and picks an option. */
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`${label}$`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function pickCountry(label: string) {
  await userEvent.type(screen.getByRole('combobox', { name: label }), 'United K');
  await userEvent.click(await screen.findByRole('option', { name: 'United Kingdom' }));
}

afterEach(cleanup);

describe('the identity documents step', { timeout: 45_000 }, () => {
  it('asks a UK DBS check the passport, the national ID and convictions, and names each unanswered question', async () => {
    const { saves } = renderStep(idRequest(GB_DBS));
    await firstQuestion();
    expect(screen.getAllByRole('radiogroup')).toEqual([
      question('Do you have a current passport?'),
      question('Do you have a national identity number?'),
      question('Do you have any criminal convictions?'),
    ]);
    expect(screen.queryByRole('group', { name: 'Driving licence' })).toBeNull();

    await next();
    expect(await problemTargets()).toEqual([
      '#is_current_passport',
      '#has_national_id_number',
      '#is_conviction',
    ]);
    const firstRadio = within(question('Do you have a current passport?')).getByRole('radio', { name: 'Yes' });
    await waitFor(() => expect(document.activeElement).toBe(firstRadio));
    expect(saves).toHaveLength(0);
  });

  it('reveals the passport on yes, shows each wrong date on its field, and posts the answers once right', async () => {
    const view = renderStep(idRequest(GB_DBS));
    await firstQuestion();
    expect(screen.queryByRole('textbox', { name: 'Passport number' })).toBeNull();
    await answer('Do you have a current passport?', 'Yes');
    await typeDate('Date of issue', '01', '03', THIS_YEAR + 1);
    await typeDate('Expiry date', '01', '03', THIS_YEAR - 1);
    await answer('Do you have a national identity number?', 'Yes');
    await choose('Type of number', 'Other');
    await answer('Do you have any criminal convictions?', 'No');
    await next();

    await waitFor(() => expect(textbox('Passport number').getAttribute('aria-invalid')).toBe('true'));
    const issue = within(screen.getByRole('group', { name: 'Date of issue' })).getAllByRole('spinbutton')[0]!;
    expect(describedBy(issue)).toContain('The date cannot be in the future');
    const expiry = within(screen.getByRole('group', { name: 'Expiry date' })).getAllByRole('spinbutton')[0]!;
    expect(describedBy(expiry)).toContain('The expiry date must be after the issue date');
    const passportCountry = screen.getByRole('combobox', { name: 'Country that issued the passport' });
    expect(describedBy(passportCountry)).toContain('Please select from the list');
    expect(describedBy(screen.getByRole('textbox', { name: 'What kind of number is it, and who issued it?' }))).toContain(
      'Please fill in this field',
    );
    expect(view.saves).toHaveLength(0);

    await userEvent.type(textbox('Passport number'), '548213967');
    await pickCountry('Country that issued the passport');
    await typeDate('Date of issue', '01', '03', THIS_YEAR - 2);
    await typeDate('Expiry date', '01', '03', THIS_YEAR - 1);
    await next();
    await waitFor(() => expect(describedBy(expiry)).toContain('This passport has expired. Only a current passport can be given.'));

    await typeDate('Expiry date', '01', '03', THIS_YEAR + 8);
    await choose('Type of number', 'National Insurance number');
    expect(screen.queryByRole('textbox', { name: 'What kind of number is it, and who issued it?' })).toBeNull();
    await userEvent.type(textbox('Number'), 'ab 12 34 56 c');
    await next();

    await waitFor(() => expect(view.saves).toHaveLength(1));
    expect(view.saves[0]).toMatchObject({
      is_current_passport: true,
      passport_number: '548213967',
      passport_issue_country: UNITED_KINGDOM,
      passport_issue_country_name: 'United Kingdom',
      passport_issue_date: `${THIS_YEAR - 2}-03-01`,
      passport_expiry_date: `${THIS_YEAR + 8}-03-01`,
      passport_type: null,
      has_national_id_number: true,
      id_type: 'national_insurance',
      national_id_number: 'AB123456C',
      id_type_details: null,
      is_conviction: false,
      is_current_driving_license: null,
      has_right_to_work_share_code: null,
    });
  });

  it('asks a candidate without a British or Irish nationality and no passport for a share code', async () => {
    const view = renderStep(idRequest(GB_RIGHT_TO_WORK));
    await firstQuestion();
    expect(screen.queryByRole('group', { name: 'Right to work in the UK' })).toBeNull();
    await answer('Do you have a current passport?', 'No');
    const shareCode = 'Do you have a share code to prove your right to work?';
    await answer(shareCode, 'Yes');
    await userEvent.type(textbox('Share code'), 'W123');
    await answer('Do you have a current driving licence?', 'Yes');
    await pickCountry('Country that issued the licence');
    await choose('Part of the UK, Channel Islands or Isle of Man that issued the licence', 'Scotland');
    await next();

    await waitFor(() => expect(describedBy(textbox('Share code'))).toContain('Please enter valid sharecode'));
    expect(view.saves).toHaveLength(0);

    await answer(shareCode, 'No');
    expect(screen.queryByRole('textbox', { name: 'Share code' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Why do you not have a share code?' }), 'My visa is being renewed');
    await userEvent.type(textbox('Licence number'), 'MACLE801120C99AB');
    await typeDate('Valid from', '20', '11', THIS_YEAR - 5);
    await typeDate('Expiry date', '19', '11', THIS_YEAR - 5);
    await next();
    const expiry = within(screen.getByRole('group', { name: 'Expiry date' })).getAllByRole('spinbutton')[0]!;
    await waitFor(() => expect(describedBy(expiry)).toContain('The expiry date cannot be before the valid from date'));

    await typeDate('Expiry date', '19', '11', THIS_YEAR + 5);
    await next();
    await waitFor(() => expect(view.saves).toHaveLength(1));
    expect(view.saves[0]).toMatchObject({
      is_current_passport: false,
      has_right_to_work_share_code: false,
      right_to_work_share_code: null,
      reason_missing_sharecode: 'My visa is being renewed',
      driving_license_issue_country: UNITED_KINGDOM,
      driving_license_issue_state: 'GB-SCT',
      driving_license_agency: null,
    });
  });

  it('does not ask a British candidate for a share code', async () => {
    renderStep(idRequest(GB_RIGHT_TO_WORK, null, 20));
    await firstQuestion();
    await answer('Do you have a current passport?', 'No');
    expect(screen.queryByRole('radiogroup', { name: 'Do you have a share code to prove your right to work?' })).toBeNull();
  });

  it('asks a US request about a driver’s license, a UK one about a driving licence', async () => {
    renderStep(idRequest({ country: 'US', checks: [{ slug: 'id_check' }, { slug: 'driving_license' }] }));
    await firstQuestion();
    await answer('Do you have a current driver’s license?', 'Yes');
    expect(textbox('License number')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Driver’s license' })).toBeTruthy();
    expect(screen.queryByText(/licence/i)).toBeNull();
    cleanup();

    renderStep(idRequest({ country: 'GB', checks: [{ slug: 'driving_license' }] }));
    await firstQuestion();
    await answer('Do you have a current driving licence?', 'Yes');
    expect(textbox('Licence number')).toBeTruthy();
    expect(screen.queryByText(/license/i)).toBeNull();
  });

  it('asks a US request for the social security number in its format', async () => {
    const view = renderStep(idRequest(US));
    await firstQuestion();
    expect(screen.queryByRole('radiogroup', { name: 'Do you have a national identity number?' })).toBeNull();
    await answer('Do you have a current passport?', 'No');
    await answer('Do you have a US Social Security number?', 'Yes');
    await userEvent.type(textbox('Social Security number'), '123-456-789');
    await next();
    await waitFor(() =>
      expect(describedBy(textbox('Social Security number'))).toContain(
        'Please enter the 9 digits of the social security number, for example 123-45-6789',
      ),
    );
    await userEvent.clear(textbox('Social Security number'));
    // Typed without its hyphens, it is kept in the AAA-GG-SSSS form.
    await userEvent.type(textbox('Social Security number'), '123456789');
    await next();
    await waitFor(() => expect(view.saves).toHaveLength(1));
    expect(view.saves[0]).toMatchObject({ has_national_id_number: true, id_type: 'social_security', national_id_number: '123-45-6789' });
  });

  it('shows the server’s refusal on its field and stays', async () => {
    const saved = {
      is_current_passport: false,
      has_national_id_number: true,
      id_type: 'national_insurance',
      national_id_number: 'AB123456C',
      is_conviction: false,
    };
    const view = renderStep(idRequest(GB_DBS, saved), () => jsonResponse({ national_id_number: ['Please fill in this field'] }, 400));
    await firstQuestion();
    await next();
    await waitFor(() => expect(textbox('Number').getAttribute('aria-invalid')).toBe('true'));
    expect(view.saves).toHaveLength(1);
    expect(view.router.state.location.pathname).toBe('/candidate-feedback/details/id');
  });

  it('starts from the saved answers', async () => {
    renderStep(
      idRequest(GB_DBS, {
        is_current_passport: true,
        passport_number: '548213967',
        passport_issue_country: UNITED_KINGDOM,
        passport_issue_date: '2019-03-14',
        passport_expiry_date: '2029-03-14',
        has_national_id_number: false,
        is_conviction: true,
      }),
    );
    await firstQuestion();
    expect(checked('Do you have a current passport?')).toBe('Yes');
    expect(textbox('Passport number').value).toBe('548213967');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Country that issued the passport' }).value).toBe('United Kingdom');
    const issue = within(screen.getByRole('group', { name: 'Date of issue' })).getAllByRole('spinbutton');
    expect(issue.map((segment) => segment.textContent)).toEqual(['14', '03', '2019']);
    expect(checked('Do you have a national identity number?')).toBe('No');
    expect(screen.queryByRole('textbox', { name: 'Number' })).toBeNull();
    expect(checked('Do you have any criminal convictions?')).toBe('Yes');
  });
});
