// @vitest-environment jsdom
/**
 * The social media step through the real router and form: the question asked the positive way round (Yes is
 * dont_have_social_media false), a yes opening the list, each error on its record's field including the
 * duplicates, the body the API reads, and the saved accounts shown again.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CandidateDetails, IdDocumentDetails, ReferenceResponse } from '../../../domain/reference-response';
import { buildResponse } from '../../../domain/testing/build-response';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { recordsStepParts, renderDetailsStep } from './testing/render-details-step';

const QUESTION = 'Do you have any social media accounts?';

/** A social media check with the steps before it saved. */
function socialMediaRequest(saved: Partial<CandidateDetails> = {}): ReferenceResponse {
  const fixture = referenceResponseFixture();
  const { reference_request: request } = buildResponse({ country: 'GB', checks: [{ slug: 'social_media' }] });
  return {
    ...fixture,
    reference_request: { ...fixture.reference_request, checks: request.checks },
    candidate_details: [
      {
        first_name: 'Ada',
        date_of_birth: '1990-04-12',
        country_of_birth: 1,
        is_completed: true,
        is_any_other_names: false,
        previous_names: [],
        dont_have_social_media: null,
        social_media: [],
        ...saved,
      } as CandidateDetails,
    ],
    candidate_id_document_details: { is_completed: true } as IdDocumentDetails,
  };
}

const renderStep = (response: ReferenceResponse, answer?: (body: Partial<CandidateDetails>) => Response) =>
  renderDetailsStep<Partial<CandidateDetails>>('social_media', response, {
    savePath: 'name',
    answer: answer ?? ((body) => jsonResponse(socialMediaRequest(body))),
  });

const { question, record } = recordsStepParts(QUESTION, 'Account');
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const address = (scope: HTMLElement) => within(scope).getByRole('textbox', { name: 'Address of your profile' }) as HTMLInputElement;

async function choosePlatform(scope: HTMLElement, platform: string) {
  await userEvent.click(within(scope).getByRole('button', { name: /Platform$/ }));
  await userEvent.click(await screen.findByRole('option', { name: platform }));
}

afterEach(cleanup);

// The first test also loads the step's lazy chunk, which jsdom transforms on first use.
describe('the social media step', { timeout: 30_000 }, () => {
  it('saves no accounts on a no, sending dont_have_social_media true', async () => {
    const view = renderStep(socialMediaRequest());
    const group = await question();
    expect(screen.queryByRole('group', { name: 'Your social media accounts' })).toBeNull();
    await userEvent.click(within(group).getByRole('radio', { name: 'No' }));
    await next();
    await waitFor(() => expect(view.saves).toStrictEqual([{ dont_have_social_media: true, social_media: [] }]));
  });

  it('opens the list on a yes and shows each error on its record’s field, duplicates included', async () => {
    const view = renderStep(socialMediaRequest());
    await userEvent.click(within(await question()).getByRole('radio', { name: 'Yes' }));
    await choosePlatform(record(1), 'LinkedIn');
    await userEvent.type(address(record(1)), 'www.linkedin.com/in/ada');
    await userEvent.click(screen.getByRole('button', { name: 'Add another account' }));
    await choosePlatform(record(2), 'LinkedIn');
    await userEvent.type(address(record(2)), 'https://www.linkedin.com/in/ada');
    await userEvent.click(screen.getByRole('button', { name: 'Add another account' }));
    await choosePlatform(record(3), 'Instagram');
    await userEvent.type(address(record(3)), 'https://www.linkedin.com/in/ada');
    await next();

    expect(await within(record(1)).findByText('Please enter the full address of the account, starting with https://')).toBeTruthy();
    expect(within(record(2)).getByText('You have already used this account type')).toBeTruthy();
    expect(within(record(3)).getByText('You have already used this account url')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(address(record(1))));
    expect(view.saves).toHaveLength(0);

    await userEvent.clear(address(record(1)));
    await userEvent.type(address(record(1)), 'https://www.linkedin.com/in/ada');
    await userEvent.click(screen.getByRole('button', { name: 'Remove account 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove account 2' }));
    await next();
    await waitFor(() =>
      expect(view.saves).toStrictEqual([
        {
          dont_have_social_media: false,
          social_media: [{ social_media_platform: 'linkedin', social_media_account: 'https://www.linkedin.com/in/ada' }],
        },
      ]),
    );
  });

  it('asks for the full address with a field made for addresses', async () => {
    renderStep(socialMediaRequest());
    await userEvent.click(within(await question()).getByRole('radio', { name: 'Yes' }));
    const field = address(record(1));
    expect(field.getAttribute('type')).toBe('url');
    expect(field.getAttribute('inputmode')).toBe('url');
  });

  it('shows the server’s refusal on its record’s field', async () => {
    const view = renderStep(
      socialMediaRequest({
        dont_have_social_media: false,
        social_media: [{ social_media_platform: 'x', social_media_account: 'https://x.com/ada' }],
      }),
      () => jsonResponse({ 'social_media.0.social_media_account': ['You have already used this account url'] }, 400),
    );
    await question();
    await next();
    expect(await within(record(1)).findByText('You have already used this account url')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/candidate-feedback/details/social_media');
  });

  it('shows the saved accounts again', async () => {
    renderStep(
      socialMediaRequest({
        dont_have_social_media: false,
        social_media: [
          { social_media_platform: 'x', social_media_account: 'https://x.com/ada' },
          { social_media_platform: 'reddit', social_media_account: 'https://www.reddit.com/user/ada' },
        ],
      }),
    );
    const group = await question();
    expect(within(group).getByRole('radio', { name: 'Yes' }).closest('label')?.hasAttribute('data-selected')).toBe(true);
    expect(address(record(1)).value).toBe('https://x.com/ada');
    expect(within(record(1)).getByRole('button', { name: /Platform$/ }).textContent).toContain('X (formerly Twitter)');
    expect(within(record(2)).getByRole('button', { name: /Platform$/ }).textContent).toContain('Reddit');
  });
});
