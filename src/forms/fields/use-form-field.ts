/**
 * What every form field component reads from react-hook-form: the field's value and handlers, and its error
 * translated for the reader (message ids become text here, docs/step-pages.md).
 */
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useMessageText } from '../message-text';

export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  /** react-hook-form's dotted path; also the control's id, so the error summary and the focus can find it. */
  name: N;
  isDisabled?: boolean;
}

export function useFormField<T extends FieldValues, N extends FieldPath<T>>({ control, name, isDisabled }: FormFieldProps<T, N>) {
  const { field, fieldState } = useController({ control, name });
  const translate = useMessageText();
  const errorMessage = fieldState.error?.message ? translate(fieldState.error.message) : null;
  // The ref travels apart from the value and handlers, which render reads; React's lint treats an object
  // holding a ref as a ref.
  const { ref: inputRef, ...handlers } = field;
  const isInvalid = fieldState.invalid;
  // What every React Aria field takes from the form alike: the path as id and name, blur, state, errors by ARIA.
  const ariaProps = {
    id: handlers.name,
    name: handlers.name,
    onBlur: handlers.onBlur,
    isInvalid,
    isDisabled,
    validationBehavior: 'aria' as const,
  };
  return { field: handlers, inputRef, errorMessage, isInvalid, ariaProps };
}
