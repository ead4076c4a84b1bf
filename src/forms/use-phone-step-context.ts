/**
 * The step context of a screen that asks for a phone number: useStepContext's, with libphonenumber-js's number
 * rule (the same metadata, /max, as the API's). Only the screens asking for a phone import this module, so the
 * metadata loads with their chunks and never with the home page.
 */
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import type { PhoneStepContext } from '../../domain/details/phone.schema';
import { useStepContext } from './use-step-form';

export function usePhoneStepContext(): PhoneStepContext {
  return { ...useStepContext(), isValidPhoneNumber };
}
