/**
 * What the details steps' component tests share: a step opened through the real router over fake endpoints, with
 * every body its save posts kept, and the reading and typing helpers their fields need.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressRecord, CandidateDetails, ReferenceResponse } from '../../../../domain/reference-response';
import type { DetailsStep } from '../../../../domain/sections';
import { buildResponse, type CheckSpec } from '../../../../domain/testing/build-response';
import type { DetailsSavePath } from '../../../api/oneform/save-details';
import { jsonResponse } from '../../../testing/json-response';
import { referenceResponseFixture } from '../../../testing/reference-response-fixture';
import { type FakeApi, renderApp } from '../../../testing/render-app';

/**
 * A request in the UK of `checks` with the name, birth and address steps saved, so that a later step may be opened;
 * `saved` replaces whole parts of the response (another candidate, the step's own records).
 */
export function requestWithEarlierSteps(checks: CheckSpec[], saved: Partial<ReferenceResponse> = {}): ReferenceResponse {
  const fixture = referenceResponseFixture();
  const { reference_request: request } = buildResponse({ country: 'GB', checks });
  return {
    ...fixture,
    reference_request: { ...fixture.reference_request, checks: request.checks },
    candidate_details: [
      { first_name: 'Ada', date_of_birth: '1990-01-01', country_of_birth: 1, is_completed: true } as CandidateDetails,
    ],
    candidate_address_details: [{ id: 1, is_completed: true } as AddressRecord],
    ...saved,
  };
}

interface DetailsStepFakes<B> {
  /** Where the step posts, when it is not the step's own path (previous names and social media post to name). */
  savePath?: DetailsSavePath;
  /** The server's answer to a save; the response as it was by default. */
  answer?: (body: B) => Response;
  /** Answers to other calls (the nationalities). */
  otherCalls?: FakeApi['extra'];
}

/** Opens the step for guid-1 with `response` loaded; `saves` holds each body posted, in order. */
export function renderDetailsStep<B = unknown>(
  step: DetailsStep,
  response: ReferenceResponse,
  { savePath, answer = () => jsonResponse(response), otherCalls }: DetailsStepFakes<B> = {},
) {
  const saveUrl = `/api/oneform/guid-1/response-1/details/${savePath ?? step}/`;
  const saves: B[] = [];
  const view = renderApp({
    url: `/candidate-feedback/details/${step}?guid=guid-1&user_token=token-1`,
    api: {
      responses: { 'guid-1': response },
      extra: (url, init) => {
        if (url.pathname !== saveUrl || init?.method !== 'POST') return otherCalls?.(url, init);
        const body = JSON.parse(String(init.body)) as B;
        saves.push(body);
        return answer(body);
      },
    },
  });
  return { ...view, saves };
}

/** What a control's aria-describedby says: its hint and its error. */
export const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

/**
 * Types a date into the segmented field named `label` within `scope`. The year goes first: a date whose day and month
 * are already there is complete after the year's first digit, which the form would take as a year below 100.
 */
export async function typeDate(scope: HTMLElement, label: string, day: string, month: string, year: string) {
  const group = within(scope).getByRole('group', { name: label });
  const segment = (name: string) => within(group).getByRole('spinbutton', { name: new RegExp(`^${name}`) });
  for (const [name, value] of [['year', year], ['month', month], ['day', day]] as const) {
    act(() => segment(name).focus());
    await userEvent.keyboard(value);
  }
}

/** The step's first question, once its lazily loaded screen has arrived. */
const findQuestion = (name: string) => screen.findByRole('radiogroup', { name }, { timeout: 15_000 });

/** A list step's question (records-step.tsx), and its records by number, titled "Institution 1" and so on. */
export const recordsStepParts = (question: string, recordTitle: string) => ({
  question: () => findQuestion(question),
  record: (number: number) => screen.getByRole('region', { name: `${recordTitle} ${number}` }),
});

/** The error summary's links, once it shows: their targets (`#field.path`) or their words. */
async function problemLinks() {
  const summary = await screen.findByRole('region', { name: 'There is a problem' });
  return within(summary).getAllByRole('link');
}
export const problemTargets = async () => (await problemLinks()).map((link) => link.getAttribute('href'));
export const problemTexts = async () => (await problemLinks()).map((link) => link.textContent);
