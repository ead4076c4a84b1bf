/** `{name}` placeholders in the providers' own texts (sandbox pages, signed documents), filled in per request. */
const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; an unknown one stays as it is. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) => values[name] ?? placeholder);
}

/** The names of a text's placeholders, sorted: a translation must keep the same ones. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort();
