/**
 * The GOV.UK error summary (ARCHITECTURE.md "Look and feel"): at the top of the form, 'There is a problem', then
 * one link per error that moves to its field. It takes the focus itself when the errors belong to the whole form
 * and no field is marked invalid (focusFirstError).
 */
import { Trans } from '@lingui/react/macro';
import { type MouseEvent, useId } from 'react';
import { useErrorTitle } from '../ui/page-title/page-title';
import styles from './error-summary.module.css';
import type { ErrorSummaryItem } from './form-errors';
import { findField, scrollToAndFocus } from './focus-first-invalid-field';

export interface ErrorSummaryProps {
  /** Already translated; nothing is shown while the list is empty. */
  items: readonly ErrorSummaryItem[];
}

export function ErrorSummary({ items }: ErrorSummaryProps) {
  const headingId = useId();
  useErrorTitle(items.length > 0);
  if (items.length === 0) return null;

  // The router would treat a change of the address's fragment as a navigation: move to the field directly.
  const moveTo = (name: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const field = findField(event.currentTarget.closest('form'), name);
    if (field) scrollToAndFocus(field);
  };

  return (
    <section className={styles.summary} aria-labelledby={headingId} tabIndex={-1} data-error-summary="">
      <h2 id={headingId} className={styles.title}>
        <Trans>There is a problem</Trans>
      </h2>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={`${item.name ?? ''}-${index}`}>
            {item.name ? (
              <a href={`#${item.name}`} className={styles.link} onClick={moveTo(item.name)}>
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
