/**
 * Moving to the first error after a failed save (spec 000 §2 "The form scrolls to the first invalid field",
 * ARCHITECTURE.md "the page scrolls to and focuses the first invalid field"). Fields say they are invalid with
 * aria-invalid, which React Aria's fields set from `isInvalid`; document order is the order the candidate reads.
 */

/** Controls that take the focus themselves. */
const FOCUSABLE = [
  'input:not([type="hidden"]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

const INVALID = '[aria-invalid="true"], [data-invalid]';

/** The error summary (error-summary.tsx), the fallback when no field is invalid (a form-level error). */
const ERROR_SUMMARY = '[data-error-summary]';

/**
 * The control to focus for an invalid element: the element itself, or for a group marked invalid (a radio group,
 * a set of checkboxes) its checked control, else its first.
 */
function focusTarget(element: HTMLElement): HTMLElement | null {
  if (element.matches(FOCUSABLE)) return element;
  return element.querySelector<HTMLElement>('input:checked') ?? element.querySelector<HTMLElement>(FOCUSABLE);
}

/** Brings an element into view with room around it (its label sits above it), then focuses it. */
export function scrollToAndFocus(element: HTMLElement): void {
  element.scrollIntoView?.({ block: 'center' });
  element.focus({ preventScroll: true });
}

/** Scrolls to and focuses the first invalid field inside `form`; returns it, or null when none is invalid. */
function focusFirstInvalidField(form: HTMLElement | null): HTMLElement | null {
  if (!form) return null;
  // React Aria marks the control itself with aria-invalid, and the whole field with data-invalid: a select's
  // trigger and a date's segments carry no aria-invalid of their own.
  for (const invalid of form.querySelectorAll<HTMLElement>(INVALID)) {
    const target = focusTarget(invalid);
    if (target) {
      scrollToAndFocus(target);
      return target;
    }
  }
  return null;
}

/**
 * The first invalid field, or the error summary when the errors belong to the whole form. Returns what took the
 * focus, or null when there is nothing to show.
 */
export function focusFirstError(form: HTMLElement | null): HTMLElement | null {
  const field = focusFirstInvalidField(form);
  if (field || !form) return field;
  const summary = form.querySelector<HTMLElement>(ERROR_SUMMARY);
  if (summary) scrollToAndFocus(summary);
  return summary;
}

/** The control named `name` (react-hook-form's dotted path): by id first, then by its name attribute. */
export function findField(form: HTMLElement | null, name: string): HTMLElement | null {
  if (!form) return null;
  const byId = form.ownerDocument.getElementById(name);
  if (byId && form.contains(byId)) return focusTarget(byId);
  const byName = [...form.querySelectorAll<HTMLElement>('[name]')].find((element) => element.getAttribute('name') === name);
  return byName ? focusTarget(byName) : null;
}
