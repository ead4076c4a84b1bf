// @vitest-environment jsdom
/**
 * The phone step through the real router and form: a fresh form starts on the request's calling code, each field's
 * error shows on it, the type is asked only for an ACIC check, the body is what the API stores, the server's
 * refusal (including the contact_number alias) shows on the number, and a saved phone comes back.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CandidateDetails, IdDocumentDetails, ReferenceResponse } from '../../../domain/reference-response';
import type { CheckSpec } from '../../../domain/testing/build-response';
import { jsonResponse } from '../../testing/json-response';
import { renderDetailsStep, requestWithEarlierSteps } from './testing/render-details-step';

const DRUG_SCREENING: CheckSpec[] = [{ slug: 'drug_screening' }];
const ACIC: CheckSpec[] = [{ slug: 'criminal_record', level: ['acic_check'], country: 'AU' }];

/** A request whose phone step is the one left: every details step before it is saved. */
function phoneRequest(checks: CheckSpec[] = DRUG_SCREENING, phone: Partial<CandidateDetails> = {}): ReferenceResponse {
  return requestWithEarlierSteps(checks, {
    candidate_details: [
      {
        first_name: 'Ada',
        date_of_birth: '1990-01-01',
        country_of_birth: 1,
        is_any_other_names: false,
        phone_code: null,
        phone_number: null,
        phone_number_type: null,
        is_completed: true,
        ...phone,
      } as CandidateDetails,
    ],
    candidate_id_document_details: { is_completed: true } as IdDocumentDetails,
  });
}

const renderStep = (response: ReferenceResponse, answer: (body: unknown) => Response = () => jsonResponse({})) =>
  renderDetailsStep('phone', response, { answer });

/** The saved response the server would answer for a body. */
function savedResponse(checks: CheckSpec[]) {
  return (body: unknown) => jsonResponse(phoneRequest(checks, body as Partial<CandidateDetails>));
}

const numberField = () => screen.getByRole('textbox', { name: 'Phone number' });
const codeField = () => screen.getByRole('combobox', { name: 'Country code' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

afterEach(cleanup);

// The first test also loads the step's lazy chunk, which jsdom transforms on first use.
describe('the phone step', { timeout: 20_000 }, () => {
  it('starts on the calling code of the request’s country, with a number field made for phones', async () => {
    renderStep(phoneRequest());
    const code = (await screen.findByRole('combobox', { name: 'Country code' }, { timeout: 15_000 })) as HTMLInputElement;
    // The picker shows the country's name once the country list has loaded.
    await waitFor(() => expect(code.value).toBe('United Kingdom'));
    expect(within(code.closest('[role=group]') as HTMLElement).getByText('+44')).toBeTruthy();
    const number = numberField() as HTMLInputElement;
    expect(number.value).toBe('');
    expect(number.getAttribute('autocomplete')).toBe('tel-national');
    expect(number.getAttribute('inputmode')).toBe('tel');
    expect(number.getAttribute('type')).toBe('tel');
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('shows each error on its field, focuses the first, and saves nothing', async () => {
    const { saves } = renderStep(phoneRequest());
    const code = await screen.findByRole('combobox', { name: 'Country code' }, { timeout: 15_000 });
    await userEvent.clear(code);
    await userEvent.tab();
    await submit();

    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Please select from the list').length).toBeGreaterThan(0);
    expect(numberField().getAttribute('aria-invalid')).toBe('true');
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Country code: Please select from the list',
      'Phone number: Please fill in this field',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(saves).toHaveLength(0);
  });

  it('refuses a number that is not one, then posts the code and the number’s digits and goes on', async () => {
    const view = renderStep(phoneRequest(), savedResponse(DRUG_SCREENING));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Phone number' }, { timeout: 15_000 }), 'call me');
    await submit();
    expect(await screen.findAllByText('Please enter a phone number using digits only')).not.toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(numberField()));

    await userEvent.clear(numberField());
    await userEvent.type(numberField(), '12345');
    await submit();
    expect(await screen.findAllByText('Please enter a valid phone number for the country you chose')).not.toHaveLength(0);

    await userEvent.clear(numberField());
    await userEvent.type(numberField(), '020 7946-0958');
    await submit();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/candidate-feedback'));
    expect(view.saves).toStrictEqual([{ phone_code: '44', phone_number: '02079460958', phone_number_type: null }]);
  });

  it('asks what kind of number it is for an ACIC check, and requires the answer', async () => {
    const view = renderStep(phoneRequest(ACIC), savedResponse(ACIC));
    const type = await screen.findByRole('radiogroup', { name: 'What kind of number is it?' }, { timeout: 15_000 });
    expect(within(type).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Private (home)',
      'Business (work)',
      'Mobile',
    ]);
    await userEvent.type(numberField(), '020 7946 0958');
    await submit();
    expect(await within(type).findByText('Select what kind of number it is')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(type).getByRole('radio', { name: 'Private (home)' })));
    expect(view.saves).toHaveLength(0);

    await userEvent.click(within(type).getByRole('radio', { name: 'Mobile' }));
    await submit();
    await waitFor(() => expect(view.saves).toStrictEqual([{ phone_code: '44', phone_number: '02079460958', phone_number_type: 'mobile' }]));
  });

  it('shows the server’s refusal of the contact number on the phone number and stays', async () => {
    const view = renderStep(phoneRequest(), () => jsonResponse({ contact_number: ['Invalid USA phone number'] }, 400));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Phone number' }, { timeout: 15_000 }), '020 7946 0958');
    await submit();
    await waitFor(() => expect(numberField().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Invalid USA phone number').length).toBeGreaterThan(0);
    expect(view.router.state.location.pathname).toBe('/candidate-feedback/details/phone');
  });

  it('starts from the saved phone', async () => {
    renderStep(phoneRequest(ACIC, { phone_code: '44', phone_number: '7700900123', phone_number_type: 'business' }));
    const number = (await screen.findByRole('textbox', { name: 'Phone number' }, { timeout: 15_000 })) as HTMLInputElement;
    expect(number.value).toBe('7700900123');
    expect((codeField() as HTMLInputElement).value).toBe('United Kingdom');
    expect(screen.getByRole('radio', { name: 'Business (work)' }).closest('label')?.hasAttribute('data-selected')).toBe(true);
  });
});
