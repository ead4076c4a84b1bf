import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../ui/page-title/page-title';
import page from '../ui/page/page.module.css';

/**
 * The site's root, or a candidate address without the link's guid or token (missing-link.ts): what the candidate
 * needs instead, in plain words. The development server adds how to make a demo link; a production build leaves
 * that paragraph out entirely (import.meta.env.DEV is false there).
 */
export function LinkNeededPage() {
  const { t } = useLingui();
  usePageTitle(t`Please open the link from your email`);
  return (
    <>
      <h1>
        <Trans>Please open the link from your email</Trans>
      </h1>
      <p className={page.lead}>
        <Trans>
          To complete your background check, open the link in the email you received from the organisation that asked
          you to do the check. The link is personal to you.
        </Trans>
      </p>
      <p>
        <Trans>
          If you cannot find the email, or the link does not work, please contact that organisation and ask them to
          send it again.
        </Trans>
      </p>
      {import.meta.env.DEV ? (
        <>
          <h2>
            <Trans>For developers</Trans>
          </h2>
          <p>
            <Trans>
              To make a demo request and print its link, run <code>npm run invite -- --scenario gb-dbs-enhanced</code>.
            </Trans>
          </p>
        </>
      ) : null}
    </>
  );
}
