/**
 * The birth step (spec 000 §2, §5, §7): POST .../details/birth/. Which questions are asked comes from
 * birthFields (the United States asks only the date of birth; the checks add the town, the state and the
 * nationalities); a question not asked is optional and stored as null.
 */
import * as v from 'valibot';
import { MAX_AGE, MIN_AGE } from '../limits';
import { MESSAGES } from '../messages';
import { notAsked, pickedId, requiredDate, requiredText, yesNo } from '../forms/fields';
import { yearsBefore } from '../calendar';
import { idsOf, type StepContext } from '../forms/step-context';
import type { CandidateDetails } from '../reference-response';
import { birthFields } from './birth-fields';

/** Spec 000 §9: town and state of birth. */
const PLACE_OF_BIRTH_MAX_LENGTH = 60;

/**
 * Spec 000 §5: letters, spaces, hyphens or apostrophes, beginning and ending with a letter. Letters of any
 * script (São Paulo, N'Djamena, Zürich), with their combining marks; the hyphen and the en dash the message
 * shows, and the straight and typographic apostrophes phones type.
 */
const PLACE_OF_BIRTH_PATTERN = /^\p{L}(?:[\p{L}\p{M} '’\-–]*[\p{L}\p{M}])?$/u;

/** Age from 16 up to the day before the 111th birthday, on `today` (yyyy-MM-dd). */
export function isAgeInRange(dateOfBirth: string, today: string): boolean {
  return dateOfBirth <= yearsBefore(today, MIN_AGE) && dateOfBirth > yearsBefore(today, MAX_AGE + 1);
}

/** One message per field: the first rule an answer breaks (an empty date is not also "not a real date"). */
const firstIssue = <S extends v.GenericSchema>(schema: S) => v.config(schema, { abortPipeEarly: true });

/** A missing key reads as not picked, like an empty picker. */
const picked = (ids: ReadonlySet<number>) => firstIssue(v.optional(pickedId(ids), null));

const placeOfBirth = () =>
  firstIssue(
    v.pipe(
      requiredText(PLACE_OF_BIRTH_MAX_LENGTH),
      v.normalize('NFC'),
      v.regex(PLACE_OF_BIRTH_PATTERN, MESSAGES.placeOfBirthPattern),
    ),
  );

/** A nationality revealed by a yes; checked against the list by the question's rule below. */
const revealedNationality = () => v.nullish(v.number(), null);

export function birthSchema(context: StepContext) {
  const asked = birthFields(context.response.reference_request);
  const nationalityIds = idsOf(context.nationalities);
  const revealsNationality = (answer: boolean | null, id: number | null) =>
    answer !== true || (id !== null && nationalityIds.has(id));

  // The form's resolver parses with abortPipeEarly, which would stop this pipe at the first field's error before
  // the nationality rules below: the whole form keeps going, while each field still stops at its first message.
  const schema = v.pipe(
    v.object({
      date_of_birth: firstIssue(
        v.pipe(requiredDate(), v.check((day: string) => isAgeInRange(day, context.today), MESSAGES.ageRange)),
      ),
      country_of_birth: asked.country_of_birth ? picked(idsOf(context.countries)) : notAsked(),
      town_of_birth: asked.town_of_birth ? placeOfBirth() : notAsked(),
      state_of_birth: asked.state_of_birth ? placeOfBirth() : notAsked(),
      nationality_at_birth: asked.nationalities ? picked(nationalityIds) : notAsked(),
      is_nationality_changed_since_birth: asked.nationalities ? yesNo() : notAsked(),
      new_nationality: asked.nationalities ? revealedNationality() : notAsked(),
      holds_dual_nationality: asked.nationalities ? yesNo() : notAsked(),
      second_nationality: asked.nationalities ? revealedNationality() : notAsked(),
    }),
    v.forward(
      v.partialCheck(
        [['is_nationality_changed_since_birth'], ['new_nationality']],
        (input) => revealsNationality(input.is_nationality_changed_since_birth, input.new_nationality),
        MESSAGES.selectFromList,
      ),
      ['new_nationality'],
    ),
    v.forward(
      v.partialCheck(
        [['holds_dual_nationality'], ['second_nationality']],
        (input) => revealsNationality(input.holds_dual_nationality, input.second_nationality),
        MESSAGES.selectFromList,
      ),
      ['second_nationality'],
    ),
    // A nationality hidden again by a no is not kept.
    v.transform((values) => ({
      ...values,
      new_nationality: values.is_nationality_changed_since_birth === true ? values.new_nationality : null,
      second_nationality: values.holds_dual_nationality === true ? values.second_nationality : null,
    })),
  );
  return v.config(schema, { abortPipeEarly: false });
}

/** What the form holds: empty text and null until answered. */
export interface BirthInput {
  date_of_birth: string;
  country_of_birth: number | null;
  town_of_birth: string;
  state_of_birth: string;
  nationality_at_birth: number | null;
  is_nationality_changed_since_birth: boolean | null;
  new_nationality: number | null;
  holds_dual_nationality: boolean | null;
  second_nationality: number | null;
}

export type BirthValues = v.InferOutput<ReturnType<typeof birthSchema>>;

/** The form's starting values: what was saved, or unanswered. */
export function birthDefaults(saved: CandidateDetails | undefined): BirthInput {
  return {
    date_of_birth: saved?.date_of_birth ?? '',
    country_of_birth: saved?.country_of_birth ?? null,
    town_of_birth: saved?.town_of_birth ?? '',
    state_of_birth: saved?.state_of_birth ?? '',
    nationality_at_birth: saved?.nationality_at_birth ?? null,
    is_nationality_changed_since_birth: saved?.is_nationality_changed_since_birth ?? null,
    new_nationality: saved?.new_nationality ?? null,
    holds_dual_nationality: saved?.holds_dual_nationality ?? null,
    second_nationality: saved?.second_nationality ?? null,
  };
}
