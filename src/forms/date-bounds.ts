/**
 * Where the step forms' calendars begin (spec 000 §5: "the date picker's year list spans 120 years back"). Bounds of
 * the calendar only: whether a date is allowed is each schema's rule.
 */
import { yearsBefore } from '../../domain/calendar';
import type { StepContext } from '../../domain/forms/step-context';
import { DATE_PICKER_YEARS_BACK } from '../../domain/limits';

/** The earliest day any date picker offers. */
export const earliestPickableDate = (today: string) => yearsBefore(today, DATE_PICKER_YEARS_BACK);

/** The earliest day of the candidate's own history: their saved date of birth, else as far back as pickers reach. */
export const earliestInLife = ({ response, today }: StepContext) =>
  response.candidate_details[0]?.date_of_birth ?? earliestPickableDate(today);
