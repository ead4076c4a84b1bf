/**
 * The name step (spec 000 §2 "Name", §5, §7 POST .../details/name/): salutation, the name in Latin letters, the
 * native-script name, gender and the parents' names the request's country asks (domain/details/name-fields.ts).
 */
import * as v from 'valibot';
import { checkbox, notAsked, oneOf, optionalName, requiredName } from '../forms/fields';
import type { StepContext } from '../forms/step-context';
import { MESSAGES } from '../messages';
import type { ReferenceResponse } from '../reference-response';
import { GENDERS, type Gender, nameFields, type Salutation } from './name-fields';

/** spec 000 §9: name fields 180, native name and parents' names 255, mother's maiden name 60. */
export const NAME_MAX = 180;
const NATIVE_NAME_MAX = 255;
const PARENT_NAME_MAX = 255;
const MAIDEN_NAME_MAX = 60;

export interface NameInput {
  salutation?: string | null;
  first_name?: string | null;
  middle_name?: string | null;
  no_middle_name?: boolean | null;
  last_name?: string | null;
  asian_name?: string | null;
  gender?: string | null;
  fathers_full_name?: string | null;
  mothers_full_name?: string | null;
  mothers_maiden_name?: string | null;
}

export interface NameValues {
  salutation: Salutation;
  first_name: string;
  /** null when the box says there is none. */
  middle_name: string | null;
  no_middle_name: boolean;
  last_name: string;
  asian_name: string | null;
  gender: Gender;
  fathers_full_name: string | null;
  mothers_full_name: string | null;
  mothers_maiden_name: string | null;
}

/**
 * The ticked box stands for the middle name: the schema is chosen by the box, so the middle name's rule sits in
 * its own field (every error shows in one pass, in page order) and a hidden middle name is never stored.
 */
export function nameSchema(context: StepContext) {
  const fields = nameFields(context.response.reference_request);
  const nameObject = (middleName: v.GenericSchema<string | null | undefined, string | null>) =>
    v.object({
      salutation: oneOf(fields.salutations, MESSAGES.selectTitle),
      first_name: requiredName(NAME_MAX),
      middle_name: middleName,
      no_middle_name: checkbox(),
      last_name: requiredName(NAME_MAX),
      asian_name: optionalName(NATIVE_NAME_MAX),
      gender: oneOf(GENDERS, MESSAGES.selectGender),
      fathers_full_name: fields.fathers_full_name ? requiredName(PARENT_NAME_MAX) : notAsked(v.string()),
      mothers_full_name: fields.mothers_full_name ? requiredName(PARENT_NAME_MAX) : notAsked(v.string()),
      mothers_maiden_name: fields.mothers_maiden_name ? requiredName(MAIDEN_NAME_MAX) : notAsked(v.string()),
    });
  const withMiddleName = nameObject(requiredName(NAME_MAX));
  const withoutMiddleName = nameObject(notAsked(v.string()));
  return v.lazy(
    (input): v.GenericSchema<NameInput, NameValues> =>
      isRecord(input) && input.no_middle_name === true ? withoutMiddleName : withMiddleName,
  );
}

const isRecord = (input: unknown): input is Record<string, unknown> => typeof input === 'object' && input !== null;

/**
 * The form's starting values. Before the first save the names come from the invitation; after it, from what was
 * saved. The box is ticked again when a saved name has no middle name: the form only lets a name be saved
 * without one when the box was ticked.
 */
export function nameDefaults(response: ReferenceResponse): NameInput {
  const saved = response.candidate_details[0];
  const invited = response.reference_request.candidate;
  const named = Boolean(saved?.first_name);
  return {
    salutation: saved?.salutation ?? '',
    first_name: named ? saved?.first_name : invited.first_name,
    middle_name: saved?.middle_name ?? '',
    no_middle_name: named && !saved?.middle_name,
    last_name: named ? saved?.last_name : invited.last_name,
    asian_name: saved?.asian_name ?? '',
    gender: saved?.gender ?? '',
    fathers_full_name: saved?.fathers_full_name ?? '',
    mothers_full_name: saved?.mothers_full_name ?? '',
    mothers_maiden_name: saved?.mothers_maiden_name ?? '',
  };
}
