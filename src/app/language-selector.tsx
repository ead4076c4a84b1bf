import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useId } from 'react';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, isLanguage } from '../../domain/locales';
import { changeLanguage } from './i18n';
import styles from './language-selector.module.css';

/**
 * The header's language choice (spec 000 §2). A native select: it works with every screen reader and opens the
 * phone's own picker. Each language is named in itself, so a reader finds theirs whatever is shown now.
 */
export function LanguageSelector() {
  const { i18n } = useLingui();
  const id = useId();

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const language = event.target.value;
    if (isLanguage(language)) void changeLanguage(i18n, language);
  }

  return (
    <div className={styles.selector}>
      <label className={styles.label} htmlFor={id}>
        <Trans>Language</Trans>
      </label>
      <select id={id} className={styles.select} value={i18n.locale} onChange={onChange}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NATIVE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
