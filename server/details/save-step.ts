/**
 * The one writer of the details tables (spec 000 §7 "POST .../details/{step}/"): a body is judged by its step's
 * shared schema over the response as it stands in the caller's transaction, then saved by the step's handler. The
 * details route runs it under the write lock (`lockedWrite`); the sandbox prefill runs it in the transaction that
 * creates the request, with the bodies a candidate's browser would send.
 */
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import type { PhoneStepContext } from '../../domain/details/phone.schema';
import type { Country, Nationality, ReferenceResponse } from '../../domain/reference-response';
import type { DetailsStep } from '../../domain/sections';
import { serverToday } from '../../domain/today';
import type { Database } from '../db/client';
import { parseOrThrow } from '../errors';
import { addressStep } from './address';
import { birthStep } from './birth';
import { directorshipStep } from './directorship';
import { educationStep } from './education';
import { idStep } from './id';
import { nameStep } from './name';
import { phoneStep } from './phone';
import { qualificationStep } from './qualification';
import type { DetailsStepHandler } from './step-handler';

/** The handler of each save path, .../details/{step}/; the name path also saves the previous names and social media. */
export const STEP_HANDLERS = {
  name: nameStep,
  birth: birthStep,
  id: idStep,
  address: addressStep,
  phone: phoneStep,
  education: educationStep,
  qualification: qualificationStep,
  directorship: directorshipStep,
} as const satisfies Partial<Record<DetailsStep, DetailsStepHandler>>;

export type SavePath = keyof typeof STEP_HANDLERS;

export const isSavePath = (step: string): step is SavePath => Object.hasOwn(STEP_HANDLERS, step);

export interface DetailsSaveTarget {
  /** The response as it stands in the caller's transaction. */
  response: ReferenceResponse;
  responseId: number;
  now: Date;
  /** The lists the schemas check a picked country or nationality against. */
  countries: readonly Country[];
  nationalities: readonly Nationality[];
}

/**
 * Judges `body` and saves it inside `tx`. A body the schema refuses throws its ValidationError (the route's DRF-style
 * 400) before anything is written.
 */
export async function saveDetailsStep(
  tx: Database,
  path: SavePath,
  target: DetailsSaveTarget,
  body: unknown,
): Promise<void> {
  const handler = STEP_HANDLERS[path];
  // Judged against the response as it stands now, so a rule that reads another step (the date of birth, the
  // birth step's nationalities, the request's checks) sees what a save just before this one stored.
  const context: PhoneStepContext = {
    response: target.response,
    today: serverToday(target.now),
    countries: target.countries,
    nationalities: target.nationalities,
    isValidPhoneNumber,
  };
  const values = parseOrThrow(handler.schema(context), body);
  await handler.save(tx, { responseId: target.responseId, now: target.now, context }, values);
}
