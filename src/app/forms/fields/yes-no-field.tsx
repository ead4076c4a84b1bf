/** A required yes/no question (spec 000 §5): the form holds true, false or null until answered. */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormRadioGroup } from './radio-field';
import type { FormFieldProps } from './use-form-field';

type Answer = 'yes' | 'no';

export interface FormYesNoProps<T extends FieldValues, N extends FieldPath<T>> extends FormFieldProps<T, N> {
  label: ReactNode;
  description?: ReactNode;
}

const toAnswer = (value: unknown): Answer | null => (value === true ? 'yes' : value === false ? 'no' : null);

export function FormYesNo<T extends FieldValues, N extends FieldPath<T>>(props: FormYesNoProps<T, N>) {
  const { t } = useLingui();
  return (
    <FormRadioGroup<T, N, Answer>
      {...props}
      inline
      options={[
        { value: 'yes', label: t`Yes` },
        { value: 'no', label: t`No` },
      ]}
      toOption={toAnswer}
      fromOption={(answer) => answer === 'yes'}
    />
  );
}
