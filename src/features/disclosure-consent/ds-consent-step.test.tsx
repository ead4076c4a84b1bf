// @vitest-environment jsdom
/**
 * The Disclosure Scotland consent through the real router and form: the boxes of the request's Scottish levels,
 * each required, saved with PUT, leading home only once the answer carries the signed timestamp.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { buildResponse } from '../../../domain/testing/build-response';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { withEarlierSectionsComplete } from '../../testing/earlier-sections';
import { renderApp } from '../../testing/render-app';
import { renderWithSaves } from '../../testing/render-with-saves';

const URL = '/candidate-feedback/ds_declaration_consent/ds_consent?guid=guid-1&user_token=token-1';
const SAVE_PATH = '/api/oneform/guid-1/response-1/dbs_declaration_consent/dbs_consent/';
const SIGNED_AT = '2025-03-01T10:00:00.000Z';

const BASIC = [
  'I consent to an application for a Basic Disclosure being made to Disclosure Scotland on my behalf. (required)',
  'I confirm that the details I have given are true, and I consent to them being used to verify my identity for my Basic Disclosure. (required)',
  'I consent to the result of my Basic Disclosure being shared with Acme Recruitment. (required)',
];

function scottishRequest(level: string[]): ReferenceResponse {
  const fixture = referenceResponseFixture();
  const { checks } = buildResponse({ checks: [{ slug: 'criminal_record', level, region: 'scotland' }] }).reference_request;
  return withEarlierSectionsComplete({ ...fixture, reference_request: { ...fixture.reference_request, checks } }, 'ds_declaration_consent');
}

function renderStep({ level = ['basic'], answer }: { level?: string[]; answer?: (response: ReferenceResponse) => Response } = {}) {
  const response = scottishRequest(level);
  const answerOf = answer ?? ((saved) => jsonResponse({ ...saved, disclosure_signed_at: SIGNED_AT }));
  return renderWithSaves({ url: URL, response, savePath: SAVE_PATH, answer: () => answerOf(response) });
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

afterEach(cleanup);

// The first test also loads the step's lazy chunk, which jsdom transforms on first use.
describe('the Disclosure Scotland consent', { timeout: 20_000 }, () => {
  it('asks the basic consents, each required', async () => {
    const { saves } = renderStep();
    const group = await screen.findByRole('group', { name: 'Basic Disclosure' }, { timeout: 15_000 });
    expect(within(group).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toStrictEqual(BASIC);
    await submit();

    await waitFor(() => expect(within(group).getAllByText('Please tick this box to continue')).toHaveLength(3));
    await waitFor(() => expect(document.activeElement).toBe(within(group).getByRole('checkbox', { name: BASIC[0] })));
    expect(saves).toHaveLength(0);
  });

  it('asks the six standard consents, after the basic ones when both are needed', async () => {
    renderStep({ level: ['standard', 'basic'] });
    await screen.findByRole('group', { name: 'Basic Disclosure' }, { timeout: 15_000 });
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toStrictEqual([
      'Basic Disclosure',
      'Standard Disclosure',
    ]);
    expect(within(screen.getByRole('group', { name: 'Standard Disclosure' })).getAllByRole('checkbox')).toHaveLength(6);
  });

  it('puts the ticked consents and goes home once the consent is signed', async () => {
    const view = renderStep();
    const group = await screen.findByRole('group', { name: 'Basic Disclosure' }, { timeout: 15_000 });
    for (const label of BASIC) await userEvent.click(within(group).getByRole('checkbox', { name: label }));
    await submit();

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/candidate-feedback'));
    expect(view.saves).toHaveLength(1);
    expect(view.saves[0]?.method).toBe('PUT');
    expect(view.saves[0]?.body).toMatchObject({
      consents: { ds_basic_application: true, ds_basic_identity: true, ds_basic_result_sharing: true },
    });
    expect(view.queryClient.getQueryData<ReferenceResponse>(['oneform', 'guid-1'])?.disclosure_signed_at).toBe(SIGNED_AT);
  });

  it('keeps the candidate there when the answer has no signed timestamp', async () => {
    const view = renderStep({ answer: (response) => jsonResponse(response) });
    const group = await screen.findByRole('group', { name: 'Basic Disclosure' }, { timeout: 15_000 });
    for (const label of BASIC) await userEvent.click(within(group).getByRole('checkbox', { name: label }));
    await submit();

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByText('There was an error submitting the form. Please try again.')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/candidate-feedback/ds_declaration_consent/ds_consent');
  });

  it('starts from a signed consent with every box ticked', async () => {
    const response = { ...scottishRequest(['basic']), disclosure_signed_at: SIGNED_AT };
    renderApp({ url: URL, api: { responses: { 'guid-1': response } } });
    const group = await screen.findByRole('group', { name: 'Basic Disclosure' }, { timeout: 15_000 });
    expect(within(group).getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
  });
});
