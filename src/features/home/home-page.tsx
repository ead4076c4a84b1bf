import { Trans, useLingui } from '@lingui/react/macro';
import { useReferenceResponse } from '../../app/candidate-data';
import page from '../../ui/page/page.module.css';
import { checkNames } from './check-names';
import styles from './home-page.module.css';

/**
 * The home page as far as this version goes: who asked, and for which checks. The section list with its
 * statuses (spec 000 §2 "Home page") replaces the notice at the end when the hub is built.
 */
export function HomePage() {
  const { i18n } = useLingui();
  const request = useReferenceResponse().reference_request;
  const company = request.company_name;
  const names = checkNames(request.checks, (descriptor) => i18n._(descriptor));

  return (
    <>
      <p className={page.caption}>{company}</p>
      <h1>
        <Trans>Complete your background check</Trans>
      </h1>
      <p className={page.lead}>
        <Trans>{company} has asked you to complete a background check.</Trans>
      </p>
      <h2>
        <Trans>Checks requested</Trans>
      </h2>
      <ul className={styles.checks}>
        {names.map((name) => (
          <li key={name} className={styles.check}>
            {name}
          </li>
        ))}
      </ul>
      <div className={page.panel}>
        <p>
          <Trans>The sections you need to fill in will be listed here. This part of the form is not available yet.</Trans>
        </p>
      </div>
    </>
  );
}
