/** The directorship step (spec 000 §2, §7): the single past-directorships question, POST .../details/directorship/. */
import * as v from 'valibot';
import type { DirectorshipDetails } from '../reference-response';
import { yesNo } from '../forms/fields';

export const directorshipSchema = () => v.object({ past_directorships: yesNo() });

export type DirectorshipInput = v.InferInput<ReturnType<typeof directorshipSchema>>;
export type DirectorshipValues = v.InferOutput<ReturnType<typeof directorshipSchema>>;

/** The form's starting values: the saved answer, or unanswered. */
export function directorshipDefaults(saved: DirectorshipDetails | null): DirectorshipInput {
  return { past_directorships: saved?.past_directorships ?? null };
}
