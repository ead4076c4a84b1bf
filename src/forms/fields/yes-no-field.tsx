/**
 * A required yes/no question (spec 000 §5): the form holds true, false or null until answered. A field that stores
 * the question's negative (dont_have_social_media for "Do you have any social media accounts?") sets `yesValue`
 * to false, so Yes stores false.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormRadioGroup } from './radio-field';
import type { FormFieldProps } from './use-form-field';

type Answer = 'yes' | 'no';

export interface FormYesNoProps<T extends FieldValues, N extends FieldPath<T>> extends FormFieldProps<T, N> {
  label: ReactNode;
  description?: ReactNode;
  /** What a Yes stores: true unless the field is the question's negative. */
  yesValue?: boolean;
  /** Called once the form holds the answer, for a question saved as it is answered. */
  afterChange?: () => void;
}

export function FormYesNo<T extends FieldValues, N extends FieldPath<T>>({ yesValue = true, ...props }: FormYesNoProps<T, N>) {
  const { t } = useLingui();
  return (
    <FormRadioGroup<T, N, Answer>
      {...props}
      inline
      options={[
        { value: 'yes', label: t`Yes` },
        { value: 'no', label: t`No` },
      ]}
      toOption={(value) => (value === yesValue ? 'yes' : value === !yesValue ? 'no' : null)}
      fromOption={(answer) => (answer === 'yes') === yesValue}
    />
  );
}
