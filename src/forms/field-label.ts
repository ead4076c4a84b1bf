import { closingSentence } from '../../domain/locales';

/**
 * The label a field shows, read from the page: what the error summary names each error by. Every field kind says
 * its label the way assistive technology reads it — a text box, a date, a select's button, a picker's input, a radio
 * or checkbox group through aria-labelledby, a single box through its <label>, a list through aria-label — so the
 * summary names the field by the words the candidate sees next to it, in the page's language.
 */

/** The element standing for the field `name` (its id is the name; else its name attribute) inside `scope`. */
function namedElement(scope: Element, name: string): HTMLElement | null {
  const byId = scope.ownerDocument.getElementById(name);
  if (byId && scope.contains(byId)) return byId;
  return [...scope.querySelectorAll<HTMLElement>('[name]')].find((element) => element.getAttribute('name') === name) ?? null;
}

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The text of the elements labelling `field`. A select's button is labelled by its chosen value, inside it, as well
 * as by its label: what is inside a button is left out. A group's label sits inside the group and counts.
 */
function labelledByText(field: HTMLElement): string {
  const ids = field.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  const isButton = field.matches('button');
  return ids
    .map((id) => field.ownerDocument.getElementById(id))
    .filter((element): element is HTMLElement => element !== null && !(isButton && field.contains(element)))
    .map(textOf)
    .filter(Boolean)
    .join(' ');
}

function ownLabelText(field: HTMLElement): string {
  const labels = 'labels' in field ? (field as HTMLInputElement).labels : null;
  return labels?.[0] ? textOf(labels[0]) : '';
}

/**
 * A consent box is labelled by a whole sentence: its closing full stop (or colon) would meet the summary's own colon
 * ("…on my behalf.: Please tick…"), so it is left out.
 */
const withoutClosingStop = (label: string) => closingSentence(label.replace(/\s*:$/u, ''));

/** The visible label of the field `name` inside `scope`, or null when the page has no such field or it has no label. */
export function fieldLabel(scope: Element, name: string): string | null {
  const field = namedElement(scope, name);
  if (!field) return null;
  const label = labelledByText(field) || ownLabelText(field) || field.getAttribute('aria-label')?.trim() || '';
  return withoutClosingStop(label) || null;
}
