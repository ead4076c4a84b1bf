import { type RefObject, useCallback, useEffect, useState } from 'react';
import { focusFirstError } from './focus-first-invalid-field';

export interface ErrorFocusOptions {
  /**
   * Wait before moving, for pages the specification gives a delay (spec 001 §5: the supporting documents page
   * scrolls to its error after SCROLL_TO_ERROR_DELAY_MS).
   */
  delayMs?: number;
}

/**
 * Returns a function to call when a save fails: from react-hook-form's handleSubmit error callback, and after
 * setting the server's field errors. The move waits for React to render the errors (a field is found by its
 * aria-invalid), so it runs after the next commit rather than at once.
 */
export function useErrorFocus(formRef: RefObject<HTMLElement | null>, { delayMs = 0 }: ErrorFocusOptions = {}) {
  const [requests, setRequests] = useState(0);

  useEffect(() => {
    if (requests === 0) return undefined;
    const timer = window.setTimeout(() => focusFirstError(formRef.current), delayMs);
    return () => window.clearTimeout(timer);
  }, [requests, delayMs, formRef]);

  return useCallback(() => setRequests((count) => count + 1), []);
}
