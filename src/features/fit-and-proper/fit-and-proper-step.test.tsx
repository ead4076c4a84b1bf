// @vitest-environment jsdom
/**
 * The questionnaire screen through the real router and form: one question active, the next not yet open, the
 * required answer on its field, what Save answer posts, the follow-up asked as a sub-question once the answer opens
 * it, the server's refusal on its field, and Continue once every question is answered.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FitnessAnswer, FitnessQuestion } from '../../../domain/fit-and-proper/questionnaire';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { buildResponse } from '../../../domain/testing/build-response';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { withEarlierSectionsComplete } from '../../testing/earlier-sections';
import { type ApiCall, renderWithCalls } from '../../testing/render-with-calls';

const QUERY = '?guid=guid-1&user_token=token-1';
const ANSWER_PATH = '/api/oneform/guid-1/response-1/fit_and_proper_answer/fit_and_proper_answer/';

const question = (id: number, name: string, type: FitnessQuestion['options_type'], options: [number, string, number | null][], linked = false): FitnessQuestion => ({
  id,
  guid: `q-${id}`,
  name,
  section_name: 'Honesty, integrity and reputation',
  section_description: 'These questions are about how you have dealt with the law.',
  options_type: type,
  options: options.map(([optionId, optionText, linkedQuestion]) => ({ id: optionId, name: optionText, linkedQuestion, translations: {} })),
  linked_question: linked,
  translations: {},
});

const QUESTIONS = [
  question(1, 'Have you ever been convicted of a criminal offence?', 'radio', [[11, 'Yes', 2], [12, 'No', null]]),
  question(2, 'What was the offence about?', 'checkbox', [[21, 'Fraud', null], [22, 'Something else', null]], true),
  question(3, 'How much experience do you have?', 'range', []),
];

const answer = (questionId: number, value: number | number[]): FitnessAnswer => ({
  id: questionId * 10,
  question: questionId,
  answer: { value, description: null },
  signature: null,
});

function withAnswers(answers: FitnessAnswer[], hasSubmitted = false): ReferenceResponse {
  const fixture = referenceResponseFixture();
  const { reference_request: request } = buildResponse({ country: 'GB', checks: [{ slug: 'fitness_and_proprietary' }] });
  return withEarlierSectionsComplete({
    ...fixture,
    reference_request: { ...fixture.reference_request, checks: request.checks },
    fit_and_proper: { has_submitted: hasSubmitted, questionnaire: 'fca-fit-and-proper', questions: QUESTIONS, answers },
  }, 'fit_and_proper');
}

const renderStep = (response: ReferenceResponse, answerCall: (call: ApiCall) => Response) =>
  renderWithCalls({ url: `/candidate-feedback/fit_and_proper/fit_and_proper${QUERY}`, response, under: '/api/oneform/guid-1/response-1/', answer: answerCall });

const findQuestion = (name: string) => screen.findByRole('form', { name }, { timeout: 15_000 });

afterEach(cleanup);

// The first test also loads the section's lazy chunk, which jsdom transforms on first use.
describe('the fitness-and-propriety step', { timeout: 30_000 }, () => {
  it('asks the first question, refuses it unanswered, then asks the follow-up its answer opens', async () => {
    const { calls } = renderStep(withAnswers([]), () => jsonResponse(withAnswers([answer(1, 11)])));
    const form = await findQuestion('Have you ever been convicted of a criminal offence?');
    expect(screen.getByRole('heading', { name: 'Honesty, integrity and reputation' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Answer: How much experience do you have?' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(true);

    await userEvent.click(within(form).getByRole('button', { name: 'Save answer' }));
    expect((await within(form).findAllByText('Select an answer')).length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);

    await userEvent.click(within(form).getByText('Yes'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save answer' }));
    const followUp = await findQuestion('What was the offence about?');
    expect(screen.getByText('Follow-up question')).toBeTruthy();
    expect(within(followUp).getByRole('checkbox', { name: 'Fraud' })).toBeTruthy();
    expect(screen.getByText('Your answer: Yes')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: ANSWER_PATH, body: { question: 1, answer: { value: 11, description: null } } }]);
  });

  it('puts the server’s refusal on the answer’s field', async () => {
    renderStep(withAnswers([answer(1, 12)]), () => jsonResponse({ 'answer.value': ['Please choose a number from 1 to 10'] }, 400));
    const form = await findQuestion('How much experience do you have?');
    await userEvent.click(within(form).getByText('7'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save answer' }));
    expect((await within(form).findAllByText('Please choose a number from 1 to 10')).length).toBeGreaterThan(0);
  });

  it('opens on no question once all are answered, and submits with Continue', async () => {
    const { calls, router } = renderStep(withAnswers([answer(1, 12), answer(3, 6)]), () =>
      jsonResponse(withAnswers([answer(1, 12), answer(3, 6)], true)),
    );
    await screen.findByText('Your answer: No', undefined, { timeout: 15_000 });
    expect(screen.getByText('Your answer: 6')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' });
    expect(next.disabled).toBe(false);
    await userEvent.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-feedback'));
    expect(calls).toEqual([{ method: 'PUT', path: ANSWER_PATH, body: { has_submitted: true } }]);
  });
});
