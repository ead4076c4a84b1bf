/**
 * The page of a step form (docs/step-pages.md "The form pattern"): the step's frame, whose Next and 'Save and Go back'
 * submit the form, around the form itself with the error summary first. A step brings `useStepForm`'s result and
 * lays out its fields inside.
 */
import type { ReactNode } from 'react';
import type { StepLayoutProps } from '../step-layout/step-layout';
import { StepLayout } from '../step-layout/step-layout';
import { DraftNotice } from './drafts/draft-notice';
import { ErrorSummary } from './error-summary';
import fieldStyles from './fields/fields.module.css';
import type { StepForm } from './use-step-form';

interface StepFormPageProps extends Pick<StepLayoutProps, 'description' | 'actions'> {
  form: Pick<StepForm, 'section' | 'step' | 'formRef' | 'onSubmit' | 'errorSummary' | 'draftRestored'>;
  children: ReactNode;
}

/** The form's id, from its step's slug: `previous_name` → `previous-name-form`. */
const stepFormId = (step: string) => `${step.replaceAll('_', '-')}-form`;

export function StepFormPage({ form: { section, step, formRef, onSubmit, errorSummary, draftRestored }, children, ...layout }: StepFormPageProps) {
  const formId = stepFormId(step);
  return (
    <StepLayout section={section} step={step} formId={formId} {...layout}>
      <form id={formId} ref={formRef} noValidate onSubmit={onSubmit} className={fieldStyles.form}>
        <ErrorSummary items={errorSummary} />
        <DraftNotice restored={draftRestored} />
        {children}
      </form>
    </StepLayout>
  );
}
