/**
 * The GOV.UK error summary (ARCHITECTURE.md "Look and feel"): at the top of the form, 'There is a problem', then
 * one link per error that moves to its field, named by the field's label ("First name: Please fill in this field").
 * It takes the focus itself when the errors belong to the whole form and no field is marked invalid
 * (focusFirstError).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type MouseEvent, useCallback, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useErrorTitle } from '../ui/page-title/page-title';
import styles from './error-summary.module.css';
import { fieldLabel } from './field-label';
import type { ErrorSummaryItem } from './form-errors';
import { findField, scrollToAndFocus } from './focus-first-invalid-field';

export interface ErrorSummaryProps {
  /** Already translated; nothing is shown while the list is empty. */
  items: readonly ErrorSummaryItem[];
}

/** One line of the summary as shown: its field, if any, and its text. */
interface SummaryLine {
  name?: string;
  text: string;
}

/** Where the fields of the summary's errors are: its form, else the page. */
const scopeOf = (summary: HTMLElement | null): Element | null => summary?.closest('form') ?? summary?.ownerDocument.body ?? null;

/**
 * The labels of the named fields as the page shows them, kept up to date as the page changes (a field shown after a
 * save, the labels of another language). The snapshot is text, so an unchanged page renders nothing again.
 */
function useFieldLabels(summary: HTMLElement | null, names: readonly string[]): ReadonlyMap<string, string> {
  const namesKey = names.join('\n');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const scope = scopeOf(summary);
      if (!scope) return () => undefined;
      const observer = new MutationObserver(onChange);
      observer.observe(scope, { childList: true, characterData: true, subtree: true });
      return () => observer.disconnect();
    },
    [summary],
  );
  const snapshot = useCallback(() => {
    const scope = scopeOf(summary);
    if (!scope || namesKey === '') return '[]';
    const labels = namesKey.split('\n').flatMap((name) => {
      const label = fieldLabel(scope, name);
      return label ? [[name, label]] : [];
    });
    return JSON.stringify(labels);
  }, [summary, namesKey]);
  const labels = useSyncExternalStore(subscribe, snapshot, () => '[]');
  return useMemo(() => new Map(JSON.parse(labels) as [string, string][]), [labels]);
}

/**
 * The summary's lines: a field's first error only, each named by its field's label where the page shows one, and
 * no line twice (two records' empty first names read the same).
 */
function summaryLines(
  items: readonly ErrorSummaryItem[],
  labels: ReadonlyMap<string, string>,
  named: (label: string, message: string) => string,
): SummaryLine[] {
  const seenFields = new Set<string>();
  const seenTexts = new Set<string>();
  const lines: SummaryLine[] = [];
  for (const { name, message } of items) {
    if (name !== undefined) {
      if (seenFields.has(name)) continue;
      seenFields.add(name);
    }
    const label = name === undefined ? undefined : labels.get(name);
    const text = label ? named(label, message) : message;
    if (seenTexts.has(text)) continue;
    seenTexts.add(text);
    lines.push({ name, text });
  }
  return lines;
}

export function ErrorSummary({ items }: ErrorSummaryProps) {
  const { t } = useLingui();
  const headingId = useId();
  useErrorTitle(items.length > 0);
  const [summary, setSummary] = useState<HTMLElement | null>(null);
  const names = useMemo(() => items.flatMap((item) => (item.name === undefined ? [] : [item.name])), [items]);
  const labels = useFieldLabels(summary, names);
  if (items.length === 0) return null;
  // The order of the label and the message is the language's.
  const lines = summaryLines(items, labels, (label, message) => t`${label}: ${message}`);

  // The router would treat a change of the address's fragment as a navigation: move to the field directly.
  const moveTo = (name: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const field = findField(event.currentTarget.closest('form'), name);
    if (field) scrollToAndFocus(field);
  };

  return (
    <section ref={setSummary} className={styles.summary} aria-labelledby={headingId} tabIndex={-1} data-error-summary="">
      <h2 id={headingId} className={styles.title}>
        <Trans>There is a problem</Trans>
      </h2>
      <ul className={styles.list}>
        {lines.map((line) => (
          <li key={`${line.name ?? ''}-${line.text}`}>
            {line.name ? (
              <a href={`#${line.name}`} className={styles.link} onClick={moveTo(line.name)}>
                {line.text}
              </a>
            ) : (
              line.text
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
