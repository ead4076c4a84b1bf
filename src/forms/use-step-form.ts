/**
 * The step form pattern in one hook (docs/step-pages.md "The form pattern"): react-hook-form over the step's shared
 * valibot schema, the save, the server's field errors on the same fields, the focus on the first error, and the
 * way on after a successful save. A step page brings its schema, starting values and save, and lays out fields.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { type BaseSyntheticEvent, type FormEvent } from 'react';
import { type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as v from 'valibot';
import type { StepContext } from '../../domain/forms/step-context';
import type { Nationality, ReferenceResponse } from '../../domain/reference-response';
import type { SectionSlug, StepSlug } from '../../domain/sections';
import { countriesQueryOptions } from '../api/countries/get-countries';
import { toFieldErrors } from '../api/field-errors';
import type { ApiResult } from '../api/http';
import { useReferenceResponse } from '../api/candidate-data';
import { candidateToday } from '../../domain/today';
import { submittedToGoBack, useStepNavigation } from '../step-layout/use-step-navigation';
import { errorSummaryItems, setServerErrors } from './form-errors';
import { useMessageText } from './message-text';
import { useSchemaForm } from './use-schema-form';
import { useSingleSubmit } from './use-single-submit';

/** What the step's schema reads, from the loaded queries and the candidate's own date. */
export function useStepContext(nationalities: readonly Nationality[] = []): StepContext {
  const response = useReferenceResponse();
  const { data: countries } = useSuspenseQuery(countriesQueryOptions());
  return { response, today: candidateToday(), countries, nationalities };
}

/** A step's schema: an object of fields in, the request body's fields out. */
export type StepSchema = v.GenericSchema<FieldValues, FieldValues>;

interface StepFormBase<S extends StepSchema> {
  section: SectionSlug;
  step: StepSlug;
  schema: S;
  defaultValues: DefaultValues<v.InferInput<S>>;
}

type Save<B> = (body: B) => Promise<ApiResult<ReferenceResponse>>;

/** The save takes the schema's output, or what `toBody` makes of it: the write's body type holds both to the API's. */
export type StepFormOptions<S extends StepSchema, B> = StepFormBase<S> &
  ({ save: Save<v.InferOutput<S>>; toBody?: undefined } | { save: Save<B>; toBody: (values: v.InferOutput<S>) => B });

export function useStepForm<S extends StepSchema, B = v.InferOutput<S>>(options: StepFormOptions<S, B>) {
  const { section, step, schema, defaultValues } = options;
  type Input = v.InferInput<S>;
  type Output = v.InferOutput<S>;
  const navigation = useStepNavigation(section, step);
  const translate = useMessageText();
  const guid = useReferenceResponse().reference_request.guid;
  const { form, formRef, focusErrors, draft } = useSchemaForm<Input, Output>(schema, defaultValues, {
    draft: { guid, place: `${section}/${step}` },
  });

  const onValid = async (values: Output, event?: BaseSyntheticEvent) => {
    const result = options.toBody ? await options.save(options.toBody(values)) : await options.save(values);
    if (!result.ok) {
      setServerErrors(form.setError, toFieldErrors(result.error));
      focusErrors();
      return;
    }
    draft.discard();
    await navigation.goAfterSave(event);
  };

  // 'Save and Go back' on answers the rules refuse leaves them kept on the device (docs/decisions/0007).
  const onInvalid = (_errors: unknown, event?: BaseSyntheticEvent) => {
    if (!submittedToGoBack(event)) return focusErrors();
    draft.keep();
    return navigation.goHome();
  };

  const submit = form.handleSubmit(onValid, onInvalid);
  // Read while rendering: react-hook-form tracks only the form state a render has read.
  const { isDirty } = form.formState;
  const onSubmit = useSingleSubmit((event: FormEvent<HTMLFormElement>) => {
    // 'Save and Go back' on a form left as it was has nothing to save: it leads home without judging the answers.
    if (submittedToGoBack(event) && !isDirty) {
      event.preventDefault();
      return navigation.goHome();
    }
    return submit(event);
  });

  return {
    section,
    step,
    form,
    formRef,
    onSubmit,
    draftRestored: draft.restored,
    errorSummary: errorSummaryItems(form.formState.errors, translate),
  };
}

export type StepForm = ReturnType<typeof useStepForm>;
