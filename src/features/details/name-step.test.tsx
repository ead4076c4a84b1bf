// @vitest-environment jsdom
/**
 * The name step through the real router and form: a first visit starts from the invitation's names, each error
 * shows on its field, the box replaces the middle name, the parents' names follow the request's country, the
 * body is the one the API reads, the server's refusal shows on its field, and a saved name comes back.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SCOTLAND_REGION } from '../../../domain/checks';
import type { CandidateDetails, ReferenceResponse } from '../../../domain/reference-response';
import { buildResponse, type ResponseSpec } from '../../../domain/testing/build-response';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { describedBy, problemTexts, renderDetailsStep } from './testing/render-details-step';

const GB: ResponseSpec = { country: 'GB', checks: [{ slug: 'criminal_record', level: ['enhanced'] }] };
const BRAZIL: ResponseSpec = { country: 'BR', checks: [{ slug: 'criminality' }] };
const SCOTLAND: ResponseSpec = { country: 'GB', checks: [{ slug: 'criminal_record', level: ['basic'], region: SCOTLAND_REGION }] };

function nameRequest(spec: ResponseSpec = GB, saved?: Partial<CandidateDetails>): ReferenceResponse {
  const fixture = referenceResponseFixture();
  const { reference_request: request } = buildResponse(spec);
  return {
    ...fixture,
    reference_request: { ...fixture.reference_request, country_code: request.country_code, checks: request.checks },
    candidate_details: saved ? [{ previous_names: [], social_media: [], ...saved } as CandidateDetails] : [],
  };
}

const renderStep = (response: ReferenceResponse, answer?: (body: Record<string, unknown>) => Response) =>
  renderDetailsStep<Record<string, unknown>>('name', response, { answer });

/** The saved response the server would answer for a body. */
const savedAs = (spec: ResponseSpec) => (body: unknown) =>
  jsonResponse(nameRequest(spec, { ...(body as Partial<CandidateDetails>), is_completed: true }));

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

/** Opens a select by its label and picks an option. */
async function choose(label: string, option: string) {
  const trigger = screen.getByRole('button', { name: new RegExp(`${label}$`) });
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function optionsOf(label: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`${label}$`) }));
  const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
  await userEvent.keyboard('{Escape}');
  return options;
}

afterEach(cleanup);

// The first test also loads the step's lazy chunk, which jsdom transforms on first use.
describe('the name step', { timeout: 20_000 }, () => {
  it('starts from the invitation’s names, with the autocomplete a browser fills names from', async () => {
    renderStep(nameRequest());
    const first = (await screen.findByRole('textbox', { name: 'First name' }, { timeout: 15_000 })) as HTMLInputElement;
    expect(first.value).toBe('Ada');
    expect(first.getAttribute('autocomplete')).toBe('given-name');
    expect(textbox('Last name').value).toBe('Lovelace');
    expect(textbox('Last name').getAttribute('autocomplete')).toBe('family-name');
    expect(textbox('Middle names').getAttribute('autocomplete')).toBe('additional-name');
    expect(document.querySelector('select[name="salutation"]')?.getAttribute('autocomplete')).toBe('honorific-prefix');
    expect(document.querySelector('select[name="gender"]')?.getAttribute('autocomplete')).toBe('sex');
    // The passport's own choices, in its order: M, F, X.
    expect([...document.querySelectorAll('select[name="gender"] option')].map((option) => option.textContent).filter((text) => text?.trim())).toEqual([
      'Male (M)',
      'Female (F)',
      'Unspecified (X)',
    ]);
    const names = screen.getByRole('group', { name: 'Your name' });
    expect(names.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your father’s full name' })).toBeNull();
  });

  it('offers no "Other" title for a UK criminal record check', async () => {
    renderStep(nameRequest());
    await screen.findByRole('textbox', { name: 'First name' }, { timeout: 15_000 });
    expect(await optionsOf('Title')).toEqual(['Mr', 'Mrs', 'Miss', 'Ms', 'Dr', 'Prof']);
  });

  it('shows each error on its field and saves nothing', async () => {
    const { saves } = renderStep(nameRequest());
    await userEvent.clear(await screen.findByRole('textbox', { name: 'First name' }, { timeout: 15_000 }));
    await next();

    expect(await problemTexts()).toEqual([
      'Title: Select your title',
      'First name: Please fill in this field',
      'Middle names: Please fill in this field',
      'Gender: Select your gender',
    ]);
    for (const name of ['First name', 'Middle names']) expect(textbox(name).getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(screen.getByRole('button', { name: /Title$/ }))).toContain('Select your title');
    expect(describedBy(screen.getByRole('button', { name: /Gender$/ }))).toContain('Select your gender');
    expect(saves).toHaveLength(0);
  });

  it('lets the box replace the middle name, posts the name with its full name and goes on', async () => {
    const view = renderStep(nameRequest(), savedAs(GB));
    await screen.findByRole('textbox', { name: 'First name' }, { timeout: 15_000 });
    await choose('Title', 'Dr');
    await userEvent.type(textbox('Middle names'), 'King');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I do not have a middle name' }));
    expect(textbox('Middle names').disabled).toBe(true);
    await userEvent.type(textbox('Your full name in your native language (optional)'), 'エイダ');
    await choose('Gender', 'Female (F)');
    await next();

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/candidate-feedback/details/birth'));
    expect(view.saves).toStrictEqual([
      {
        salutation: 'dr',
        first_name: 'Ada',
        middle_name: null,
        no_middle_name: true,
        last_name: 'Lovelace',
        asian_name: 'エイダ',
        gender: 'female',
        fathers_full_name: null,
        mothers_full_name: null,
        mothers_maiden_name: null,
        full_name: 'Ada Lovelace',
      },
    ]);
  });

  it('asks both parents’ names in Brazil and requires them', async () => {
    const { saves } = renderStep(nameRequest(BRAZIL, { salutation: 'ms', first_name: 'Mariana', middle_name: null, last_name: 'Costa', gender: 'female', is_completed: true }));
    const father = await screen.findByRole('textbox', { name: 'Your father’s full name' }, { timeout: 15_000 });
    const mother = textbox('Your mother’s full name');
    await next();
    await waitFor(() => expect(father.getAttribute('aria-invalid')).toBe('true'));
    expect(mother.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(father));
    expect(saves).toHaveLength(0);
    expect(screen.queryByRole('textbox', { name: 'Your mother’s maiden name' })).toBeNull();
  });

  it('asks the mother’s maiden name for Disclosure Scotland', async () => {
    renderStep(nameRequest(SCOTLAND));
    expect(await screen.findByRole('textbox', { name: 'Your mother’s maiden name' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your father’s full name' })).toBeNull();
  });

  it('shows the server’s refusal on its field and stays', async () => {
    const view = renderStep(nameRequest(GB, { salutation: 'mr', first_name: 'Ada', middle_name: 'King', last_name: 'Lovelace', gender: 'female', is_completed: true }), () =>
      jsonResponse({ last_name: ['Ensure this field has no more than 180 characters.'] }, 400),
    );
    await screen.findByRole('textbox', { name: 'First name' }, { timeout: 15_000 });
    await next();
    await waitFor(() => expect(textbox('Last name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Ensure this field has no more than 180 characters.').length).toBeGreaterThan(0);
    await waitFor(() => expect(document.activeElement).toBe(textbox('Last name')));
    expect(view.router.state.location.pathname).toBe('/candidate-feedback/details/name');
  });

  it('shows a saved name again, with the box ticked when it has no middle name', async () => {
    renderStep(nameRequest(GB, { salutation: 'dr', first_name: 'Grace', middle_name: null, last_name: 'Hopper', gender: 'female', is_completed: true }));
    const first = (await screen.findByRole('textbox', { name: 'First name' }, { timeout: 15_000 })) as HTMLInputElement;
    expect(first.value).toBe('Grace');
    expect((screen.getByRole('checkbox', { name: 'I do not have a middle name' }) as HTMLInputElement).checked).toBe(true);
    expect(textbox('Middle names').disabled).toBe(true);
    expect(screen.getByRole('button', { name: /Title$/ }).textContent).toContain('Dr');
    expect(screen.getByRole('button', { name: /Gender$/ }).textContent).toContain('Female (F)');
  });
});
