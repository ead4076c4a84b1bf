/**
 * A yes/no question that opens a list of records (spec 000 §2: previous names, social media, education,
 * professional qualifications). On the answer that opens the list its records are judged; on the other they are
 * not, since the form keeps what was typed out of sight, and none is stored.
 */
import * as v from 'valibot';
import { isObject, yesNo } from './fields';

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

/** A list step's body as the form holds it: the yes/no `Question`, and the `List` of records it may open. */
export type ListQuestionInput<Question extends string, List extends string, Record> = { [K in Question]: boolean | null } & {
  [K in List]?: Record[] | null;
};

/** A list step's body once judged: the answer, and the records it keeps (none when the answer closed the list). */
export type ListQuestionValues<Question extends string, List extends string, Record> = { [K in Question]: boolean } & {
  [K in List]: Record[];
};

/**
 * The whole step: the yes/no `question`, and the `list` it opens on `opensList`, judged by `records`; on the other
 * answer the list is closed. The steps differ only in their names and in how their records are judged.
 */
export function listQuestionSchema<Question extends string, List extends string, RecordInput, RecordOutput>(
  question: Question,
  list: List,
  opensList: boolean,
  records: v.GenericSchema<RecordInput[] | null | undefined, RecordOutput[]>,
) {
  // Valibot types an object by its literal keys; the step's types say what the named keys hold.
  type Step = v.GenericSchema<ListQuestionInput<Question, List, RecordInput>, ListQuestionValues<Question, List, RecordOutput>>;
  const open = v.object({ [question]: yesNo(), [list]: records }) as unknown as Step;
  const closed = v.object({ [question]: yesNo(), [list]: closedList<RecordInput, RecordOutput>() }) as unknown as Step;
  return byListAnswer(question, opensList, open, closed);
}

/** Where a list step's starting values come from: its saved records, and how to read them back into the form. */
export interface SavedList<Saved, RecordInput> {
  saved: readonly Saved[];
  /** Whether a saved record stands for the answer that closed the list. */
  saidNo: (record: Saved) => boolean;
  /** How many records the request asks for. */
  minimum: number;
  blank: () => RecordInput;
  toInput: (record: Saved) => RecordInput;
}

/**
 * A list step's starting values: the saved answer and records; before any record (or after a "no") as many blank
 * records as the request asks for, so the list is ready when the candidate answers yes.
 */
export function savedListDefaults<Question extends string, List extends string, Saved, RecordInput>(
  question: Question,
  list: List,
  { saved, saidNo, minimum, blank, toInput }: SavedList<Saved, RecordInput>,
): ListQuestionInput<Question, List, RecordInput> {
  const form = (answer: boolean | null, records: RecordInput[]) =>
    ({ [question]: answer, [list]: records }) as ListQuestionInput<Question, List, RecordInput>;
  const blanks = () => Array.from({ length: minimum }, blank);
  if (saved.length === 0) return form(null, blanks());
  if (saved.some(saidNo)) return form(false, blanks());
  return form(true, saved.map(toInput));
}
