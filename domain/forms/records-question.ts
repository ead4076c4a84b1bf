/**
 * A yes/no question that opens a list of records (spec 000 §2: previous names, social media, education,
 * professional qualifications). On the answer that opens the list its records are judged; on the other they are
 * not, since the form keeps what was typed out of sight, and none is stored.
 */
import * as v from 'valibot';
import { isObject } from './fields';

/** The list after the answer that closes it: whatever it holds passes, and it is stored empty. */
export const closedList = <Input, Output>() =>
  v.pipe(
    v.optional(v.custom<Input[] | null>(() => true), null),
    v.transform((): Output[] => []),
  );

/** Judges a body by `open` when its `question` holds `opensList`, by `closed` otherwise. */
export function byListAnswer<Input, Output>(
  question: keyof Input & string,
  opensList: boolean,
  open: v.GenericSchema<Input, Output>,
  closed: v.GenericSchema<Input, Output>,
) {
  return v.lazy(
    (input): v.GenericSchema<Input, Output> => (isObject(input) && input[question] === opensList ? open : closed),
  );
}
