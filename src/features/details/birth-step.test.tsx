// @vitest-environment jsdom
/**
 * The birth step through the real router and form: the questions the request asks and no others, each error on
 * its field, a yes revealing its nationality, the body as the API reads it, the server's refusal on its field,
 * and the saved answers shown again.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CandidateDetails, Nationality, ReferenceResponse } from '../../../domain/reference-response';
import { buildResponse, type ResponseSpec } from '../../../domain/testing/build-response';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { describedBy, problemTexts, renderDetailsStep, typeDate as typeDateWithin } from './testing/render-details-step';

const NATIONALITIES: Nationality[] = [
  { id: 20, guid: 'n20', name: 'British', short_name: 'GB' },
  { id: 21, guid: 'n21', name: 'Irish', short_name: 'IE' },
];

/** A request of the given checks with the name step saved, so the birth step may be opened. */
function birthRequest(spec: ResponseSpec, saved: Partial<CandidateDetails> = {}): ReferenceResponse {
  const fixture = referenceResponseFixture();
  const { reference_request: request } = buildResponse(spec);
  return {
    ...fixture,
    reference_request: { ...fixture.reference_request, country_code: request.country_code, checks: request.checks },
    candidate_details: [{ first_name: 'Ada', is_completed: true, ...saved } as CandidateDetails],
  };
}

const GB: ResponseSpec = { country: 'GB', checks: [{ slug: 'criminal_record', level: ['enhanced'] }] };

function renderStep(response: ReferenceResponse, answer?: (body: unknown) => Response) {
  const nationalityReads: string[] = [];
  const view = renderDetailsStep('birth', response, {
    answer,
    otherCalls: (url) => {
      if (url.pathname !== '/api/nationality/') return undefined;
      nationalityReads.push(url.pathname);
      return jsonResponse(NATIONALITIES);
    },
  });
  return { ...view, nationalityReads };
}

const typeDate = (day: string, month: string, year: string) => typeDateWithin(document.body, 'Date of birth', day, month, year);

const combobox = (name: string) => screen.getByRole('combobox', { name });

afterEach(cleanup);

describe('the birth step', { timeout: 30_000 }, () => {
  it('shows every error on its field in one pass and saves nothing', async () => {
    const { saves } = renderStep(birthRequest(GB));
    await screen.findByRole('group', { name: 'Date of birth' }, { timeout: 15_000 });
    expect(screen.queryByRole('textbox', { name: /State or territory/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await problemTexts()).toEqual([
      'Date of birth: Please fill in this field',
      'Country of birth: Please select from the list',
      'Town or city of birth: Please fill in this field',
      'Nationality at birth: Please select from the list',
      'Has your nationality changed since birth?: Select yes or no',
      'Do you hold a second nationality?: Select yes or no',
    ]);
    expect(describedBy(combobox('Country of birth'))).toContain('Please select from the list');
    const town = screen.getByRole('textbox', { name: 'Town or city of birth' });
    expect(town.getAttribute('aria-invalid')).toBe('true');
    expect(saves).toHaveLength(0);
  });

  it('refuses a town that does not begin and end with a letter, and a candidate under 16', async () => {
    renderStep(birthRequest(GB));
    await screen.findByRole('group', { name: 'Date of birth' }, { timeout: 15_000 });
    const year = String(new Date().getFullYear() - 10);
    await typeDate('01', '01', year);
    await userEvent.type(screen.getByRole('textbox', { name: 'Town or city of birth' }), 'Leeds 2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Date of birth: Your age must be between 16 and 110 years' })).toBeTruthy();
    const pattern =
      "Please enter only letters, spaces, hyphens (–) or apostrophes ('), and make sure the entry begins and ends with a letter.";
    expect(within(summary).getByRole('link', { name: `Town or city of birth: ${pattern}` })).toBeTruthy();
  });

  it('reveals the new nationality on yes, requires it, and posts the answers as the API reads them', async () => {
    const next = birthRequest(GB, { date_of_birth: '1990-04-12', country_of_birth: 1, is_completed: true });
    const view = renderStep(birthRequest(GB), () => jsonResponse(next));
    await screen.findByRole('group', { name: 'Date of birth' }, { timeout: 15_000 });
    await typeDate('12', '04', '1990');
    await userEvent.type(screen.getByRole('combobox', { name: 'Country of birth' }), 'United K');
    await userEvent.click(await screen.findByRole('option', { name: 'United Kingdom' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Town or city of birth' }), "N'Djamena");
    await userEvent.type(screen.getByRole('combobox', { name: 'Nationality at birth' }), 'Brit');
    await userEvent.click(await screen.findByRole('option', { name: 'British' }));

    expect(screen.queryByRole('combobox', { name: 'Your nationality now' })).toBeNull();
    const changed = screen.getByRole('radiogroup', { name: 'Has your nationality changed since birth?' });
    await userEvent.click(within(changed).getByRole('radio', { name: 'Yes' }));
    const dual = screen.getByRole('radiogroup', { name: 'Do you hold a second nationality?' });
    await userEvent.click(within(dual).getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(describedBy(combobox('Your nationality now'))).toContain('Please select from the list'));
    expect(view.saves).toHaveLength(0);

    await userEvent.type(screen.getByRole('combobox', { name: 'Your nationality now' }), 'Iri');
    await userEvent.click(await screen.findByRole('option', { name: 'Irish' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/candidate-feedback/details/previous_name'));
    expect(view.saves).toStrictEqual([
      {
        date_of_birth: '1990-04-12',
        country_of_birth: 1,
        country_of_birth_name: 'United Kingdom',
        town_of_birth: "N'Djamena",
        state_of_birth: null,
        nationality_at_birth: 20,
        nationality_at_birth_name: 'British',
        is_nationality_changed_since_birth: true,
        new_nationality: 21,
        new_nationality_name: 'Irish',
        holds_dual_nationality: false,
        second_nationality: null,
        second_nationality_name: null,
      },
    ]);
  });

  it('shows the server’s refusal on its field and stays', async () => {
    const saved = { date_of_birth: '1990-04-12', country_of_birth: 1, town_of_birth: 'Bristol', nationality_at_birth: 20 };
    const response = birthRequest(GB, { ...saved, is_nationality_changed_since_birth: false, holds_dual_nationality: false });
    const view = renderStep(response, () => jsonResponse({ town_of_birth: ['Please fill in this field'] }, 400));
    await screen.findByRole('group', { name: 'Date of birth' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    const town = screen.getByRole('textbox', { name: 'Town or city of birth' });
    await waitFor(() => expect(town.getAttribute('aria-invalid')).toBe('true'));
    expect(view.saves).toHaveLength(1);
    expect(view.router.state.location.pathname).toBe('/candidate-feedback/details/birth');
  });

  it('starts from the saved answers', async () => {
    renderStep(
      birthRequest(GB, {
        date_of_birth: '1990-04-12',
        country_of_birth: 1,
        town_of_birth: 'São Paulo',
        nationality_at_birth: 20,
        is_nationality_changed_since_birth: false,
        holds_dual_nationality: true,
        second_nationality: 21,
      }),
    );
    const group = await screen.findByRole('group', { name: 'Date of birth' }, { timeout: 15_000 });
    expect(within(group).getAllByRole('spinbutton').map((segment) => segment.textContent)).toEqual(['12', '04', '1990']);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Country of birth' }).value).toBe('United Kingdom');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Town or city of birth' }).value).toBe('São Paulo');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Nationality at birth' }).value).toBe('British');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Your second nationality' }).value).toBe('Irish');
  });

  it('asks a US request only the date of birth, without reading the nationality list', async () => {
    const view = renderStep(birthRequest({ country: 'US', checks: [{ slug: 'criminal_record' }, { slug: 'id_check' }] }));
    await screen.findByRole('group', { name: 'Date of birth' }, { timeout: 15_000 });
    const form = within(document.getElementById('birth-form')!);
    expect(form.queryByRole('combobox')).toBeNull();
    expect(form.queryByRole('textbox')).toBeNull();
    expect(form.queryByRole('radiogroup')).toBeNull();
    expect(view.nationalityReads).toEqual([]);
  });

  it('asks the state of birth for an ACIC check', async () => {
    renderStep(birthRequest({ country: 'AU', checks: [{ slug: 'criminal_record', level: ['acic_check'] }] }));
    expect(await screen.findByRole('textbox', { name: 'State or territory of birth' }, { timeout: 15_000 })).toBeTruthy();
  });
});
