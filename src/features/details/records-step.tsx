/**
 * A details step that asks a yes/no question and, on yes, a repeatable list of records (spec 000 §2: previous names,
 * social media, education, professional qualifications). It holds the form, the question, the list with its Add and
 * Remove, and the list's own error; a step brings its schema, starting values, labels and a record's fields.
 *
 * A yes opens the list on a first blank record when it has none; a no keeps what was typed out of sight, and the
 * schema stores no record.
 */
import { type ReactNode, useEffect } from 'react';
import {
  type ArrayPath,
  type Control,
  type DefaultValues,
  type FieldArray,
  type FieldPath,
  type FieldValues,
  get,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import type * as v from 'valibot';
import type { StepContext } from '../../../domain/forms/step-context';
import type { ReferenceResponse } from '../../../domain/reference-response';
import type { DetailsStep } from '../../../domain/sections';
import type { WriteCall } from '../../api/oneform/response-write';
import { useIsBusy } from '../../app/use-activity';
import { earliestInLife } from '../../forms/date-bounds';
import { RepeatableList } from '../../forms/fields/repeatable-list';
import { FormYesNo } from '../../forms/fields/yes-no-field';
import { useMessageText } from '../../forms/message-text';
import { type StepSchema, useStepForm } from '../../forms/use-step-form';
import { StepFormPage } from '../../forms/step-form-page';

/** What a record's fields get: the form, the record's place in the list, and what the step's schema reads. */
export interface RecordFieldsProps<T extends FieldValues> {
  control: Control<T>;
  index: number;
  context: StepContext;
}

/**
 * The calendars of a record's dates span the candidate's own history: from the saved date of birth (else as far
 * back as pickers reach) to today.
 */
export const historyDates = (context: StepContext) => ({ min: earliestInLife(context), max: context.today });

export interface RecordsStepProps<S extends StepSchema, L extends ArrayPath<v.InferInput<S>>> {
  step: DetailsStep;
  /** The step's save (`useSaveDetails`), typed by the schema's output. */
  save: WriteCall<v.InferOutput<S>, ReferenceResponse>;
  schema: S;
  defaultValues: DefaultValues<v.InferInput<S>>;
  /** Shown above the question: what the list is for and how many records it needs. */
  note?: ReactNode;
  question: {
    name: FieldPath<v.InferInput<S>>;
    label: string;
    description: string;
    /** What a Yes stores: false where the field is the question's negative. */
    yesValue?: boolean;
  };
  list: {
    name: L;
    /** The list as a whole, e.g. "Your previous names". */
    label: string;
    /** The titles and the Remove button's label take the record's number, from 1. */
    recordTitle: (number: number) => string;
    removeLabel: (number: number) => string;
    addLabel: string;
    emptyRecord: () => FieldArray<v.InferInput<S>, L>;
    /** Records below this count have no Remove button; 1 by default. */
    minimumRecords?: number;
    /** Add shows while the list holds fewer; no limit by default. */
    maximumRecords?: number;
  };
  renderRecord: (control: Control<v.InferInput<S>, unknown, v.InferOutput<S>>, index: number) => ReactNode;
}

export function RecordsStep<S extends StepSchema, L extends ArrayPath<v.InferInput<S>>>(props: RecordsStepProps<S, L>) {
  const { step, question, list, renderRecord } = props;
  const translate = useMessageText();
  const busy = useIsBusy();
  const { form, ...page } = useStepForm({
    section: 'details',
    step,
    schema: props.schema,
    defaultValues: props.defaultValues,
    save: props.save,
  });
  const control = form.control;
  const records = useFieldArray({ control, name: list.name });
  const isOpen = useWatch({ control, name: question.name }) === (question.yesValue ?? true);

  const { append } = records;
  const { emptyRecord } = list;
  const isEmpty = records.fields.length === 0;
  useEffect(() => {
    if (isOpen && isEmpty) append(emptyRecord(), { shouldFocus: false });
  }, [isOpen, isEmpty, append, emptyRecord]);

  // The list's own error (too few records): the resolver puts it under the list's root; the server's is on the list.
  const listErrors: { message?: string; root?: { message?: string } } | undefined = get(form.formState.errors, list.name);
  const listError = listErrors?.root?.message ?? listErrors?.message;

  return (
    <StepFormPage form={page}>
      {props.note}
      <FormYesNo
        control={control}
        name={question.name}
        label={question.label}
        description={question.description}
        yesValue={question.yesValue}
      />
      {isOpen ? (
        <RepeatableList
          name={list.name}
          keys={records.fields.map((field) => field.id)}
          label={list.label}
          recordTitle={(index) => list.recordTitle(index + 1)}
          addLabel={list.addLabel}
          removeLabel={(index) => list.removeLabel(index + 1)}
          onAdd={() => append(emptyRecord(), { shouldFocus: false })}
          onRemove={(index) => records.remove(index)}
          canAdd={records.fields.length < (list.maximumRecords ?? Infinity)}
          minimumRecords={list.minimumRecords}
          errorMessage={listError ? translate(listError) : null}
          isBusy={busy}
          renderRecord={(index) => renderRecord(control, index)}
        />
      ) : null}
    </StepFormPage>
  );
}
