import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { HUB_TAGS } from '../../../machines/hub.machine';
import { isApiError } from '../../api/http';
import { useReferenceResponse } from '../../api/candidate-data';
import { usePageTitle } from '../../ui/page-title/page-title';
import { parseSearch } from '../../app/search-params';
import { useIsBusy } from '../../app/use-activity';
import page from '../../ui/page/page.module.css';
import { NotReadyNotice, ProgressSummary, RequestSummary } from './hub-summary';
import { SectionList, SectionListSkeleton } from './section-list';
import styles from './home-page.module.css';
import { useHub } from './use-hub';

/**
 * The home page (spec 000 §2 "Home page"): who asked, the sections to fill in with their status, and Finish once
 * every one is complete. docs/hub.md explains what it shows and why.
 */
export function HomePage() {
  const request = useReferenceResponse().reference_request;
  const company = request.company_name;
  const idProvider = useRouterState({ select: (state) => parseSearch(state.location.searchStr).idProvider });
  // The heading is the service's own name, which the title already ends with.
  const { t } = useLingui();
  usePageTitle(t`Your sections`);

  return (
    <>
      <p className={page.caption}>{company}</p>
      <h1>
        <Trans>Complete your background check</Trans>
      </h1>
      <p className={page.lead}>
        <Trans>{company} has asked you to complete a background check.</Trans>
      </p>
      <p>
        <Trans>Complete each section below. When every section is complete, select Finish to submit your information.</Trans>
      </p>
      <RequestSummary request={request} />
      {/* Another request or identity provider is another hub: start it afresh. */}
      <Hub key={`${request.guid}:${idProvider ?? ''}`} guid={request.guid} idProvider={idProvider} />
    </>
  );
}

const SECTIONS_HEADING = 'hub-sections';
const PROGRESS_SUMMARY = 'hub-progress';

/** The notice that the list changed is a lazily loaded piece, which compares and remembers the list itself (docs/hub.md). */
const SectionChanges = lazy(() => import('./section-changes').then((module) => ({ default: module.SectionChanges })));

function Hub({ guid, idProvider }: { guid: string; idProvider: string | undefined }) {
  const [state, send] = useHub('hub', guid, idProvider);
  const busy = useIsBusy();
  const { progress, loadError } = state.context;
  const canFinish = progress?.canFinish === true;

  // A failed call may succeed on a retry; anything else is a fault for the error page, which reports it.
  if (state.matches('loadFailed') && !isApiError(loadError)) throw loadError;

  return (
    <>
      {progress ? <NotReadyNotice progress={progress} /> : null}
      {progress ? (
        <Suspense fallback={null}>
          <SectionChanges guid={guid} sections={progress.sections} />
        </Suspense>
      ) : null}
      <h2 id={SECTIONS_HEADING} className={styles.listHeading}>
        <Trans>Your sections</Trans>
      </h2>
      {progress ? <ProgressSummary progress={progress} id={PROGRESS_SUMMARY} /> : null}
      {state.hasTag(HUB_TAGS.loading) ? <SectionListSkeleton /> : null}
      {state.matches('loadFailed') ? (
        <div className={page.panel} role="alert">
          <p>
            <Trans>We could not check the progress of your sections.</Trans>
          </p>
          <button type="button" className={styles.secondaryButton} aria-disabled={busy || undefined} onClick={() => busy || send({ type: 'load.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {progress ? (
        <SectionList progress={progress} busy={busy} labelledBy={SECTIONS_HEADING} describedBy={PROGRESS_SUMMARY} />
      ) : null}
      {/* Finish opens the check of the answers, where the Confirm data dialog is (docs/hub.md). */}
      {canFinish ? (
        <div className={page.actions}>
          <button
            type="button"
            className={styles.primaryButton}
            onClick={() => send({ type: 'finish.open' })}
            disabled={busy}
          >
            <Trans>Finish</Trans>
          </button>
        </div>
      ) : null}
    </>
  );
}
