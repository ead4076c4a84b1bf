import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import type { AnswerGroup, AnswerSection } from '../../../../domain/candidate-answers';
import { languageOrDefault } from '../../../../domain/locales';
import { configTexts } from '../../../../domain/referees/config-texts';
import { NOT_EDITABLE_SECTIONS } from '../../../../domain/sections';
import { HUB_TAGS } from '../../../../machines/hub.machine';
import { useReferenceResponse } from '../../../api/candidate-data';
import { isApiError } from '../../../api/http';
import { answersQueryOptions } from '../../../api/oneform/get-answers';
import { parseSearch } from '../../../app/search-params';
import { SECTION_TITLES } from '../../../app/section-titles';
import { useIsBusy } from '../../../app/use-activity';
import { withFromAnswers } from '../../../step-layout/from-answers';
import { HOME_LINK, type StepLink, stepLink } from '../../../step-layout/step-links';
import { useCountryNames } from '../../../ui/country-picker/country-names';
import { useDateOrder } from '../../../ui/date-locale/date-locale';
import { useNationalityNames } from '../../../ui/nationality-picker/nationality-names';
import { usePageTitle } from '../../../ui/page-title/page-title';
import page from '../../../ui/page/page.module.css';
import homeStyles from '../home-page.module.css';
import { useHub } from '../use-hub';
import { answerText, fieldLabel, groupTitle, noneGiven, type ValueNames } from './answer-labels';
import styles from './answers-page.module.css';

const ConfirmDialog = lazy(() => import('../confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

/** The step that holds a group, and for a numbered section the entry that holds its record. */
function changeLink(group: AnswerGroup): StepLink {
  const link = stepLink(group.step);
  if (group.entry !== undefined && 'params' in link && link.params && 'id' in link.params) {
    return { ...link, params: { id: group.entry } } as StepLink;
  }
  return link;
}

/** "Change", its accessible name completed by what it changes ("Change Date of birth"). */
function ChangeLink({ group, what }: { group: AnswerGroup; what: string }) {
  return (
    <Link {...changeLink(group)} search={withFromAnswers} className={styles.change}>
      <Trans>
        Change <span className="visually-hidden">{what}</span>
      </Trans>
    </Link>
  );
}

/**
 * One group as a summary card: a step's own answers each with its Change link; a record of a list (an address, an
 * employer) with one Change link for the whole record, as its form holds them together. A form signed elsewhere or a
 * provider's result cannot be changed (the hub only shows it), so its rows have no action.
 */
function GroupCard({ section, group, showTitle, names }: { section: AnswerSection; group: AnswerGroup; showTitle: boolean; names: ValueNames }) {
  const { i18n } = useLingui();
  const order = useDateOrder();
  const title = groupTitle(i18n, section.section, group);
  const changeable = !NOT_EDITABLE_SECTIONS.includes(section.section);
  const country = group.fields.find((field) => field.key === 'country')?.country;
  const wholeGroup = group.title.number !== undefined || group.none !== undefined || group.fields.length === 0;
  return (
    <div className={styles.card}>
      {showTitle || (wholeGroup && changeable) ? (
        <div className={styles.cardHeader}>
          {showTitle ? <h3>{title}</h3> : null}
          {wholeGroup && changeable ? <ChangeLink group={group} what={title} /> : null}
        </div>
      ) : null}
      {group.none !== undefined ? <p>{noneGiven(i18n, group.none)}</p> : null}
      {group.fields.length > 0 ? (
        <dl className={styles.summaryList}>
          {group.fields.map((field, index) => {
            const label = fieldLabel(i18n, field.key);
            return (
              <div key={`${field.key}-${index}`} className={styles.row}>
                <dt className={styles.key}>{label}</dt>
                <dd className={styles.value}>{answerText(i18n, field, order, names, country)}</dd>
                {wholeGroup || !changeable ? null : (
                  <dd className={styles.action}>
                    <ChangeLink group={group} what={label} />
                  </dd>
                )}
              </div>
            );
          })}
        </dl>
      ) : null}
    </div>
  );
}

function SectionAnswers({ section, names }: { section: AnswerSection; names: ValueNames }) {
  const { i18n } = useLingui();
  const sectionTitle = i18n._(SECTION_TITLES[section.section]);
  const headingId = `answers-${section.section}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{sectionTitle}</h2>
      {section.groups.map((group, index) => (
        <GroupCard
          key={`${group.step}-${group.title.key}-${group.title.number ?? index}`}
          section={section}
          group={group}
          // A group named as its section (a section of one step) needs no heading of its own.
          showTitle={groupTitle(i18n, section.section, group) !== sectionTitle}
          names={names}
        />
      ))}
    </section>
  );
}

/**
 * /candidate-feedback/answers (GOV.UK's "check your answers"): every section the hub lists, in its order, each answer
 * with a Change link to the step that holds it; saving that step comes back here. Then the Confirm data dialog and
 * the completion, as on the hub before (docs/hub.md "Check your answers").
 */
export function AnswersPage() {
  const { i18n, t } = useLingui();
  usePageTitle(t`Check your answers`);
  // Fetched once the page shows, each list its own chunk; the English names the server sent stand meanwhile.
  const countries = useCountryNames(i18n.locale);
  const nationalities = useNationalityNames(i18n.locale);
  const request = useReferenceResponse().reference_request;
  // A referee's questionnaire as the organisation named it, in the reader's language where it gave one.
  const language = languageOrDefault(i18n.locale);
  const questionnaires = Object.fromEntries(
    request.checks
      .flatMap((check) => check.reference_check_config)
      .map((config) => [config.questionnaire, configTexts(config, language).name_displayed]),
  );
  const idProvider = useRouterState({ select: (state) => parseSearch(state.location.searchStr).idProvider });
  const { data: answers } = useSuspenseQuery(answersQueryOptions(request.guid));
  const [state, send] = useHub('answers', request.guid, idProvider);
  const busy = useIsBusy();
  const company = request.company_name;

  // A failed call may succeed on a retry; anything else is a fault for the error page, which reports it.
  if (state.matches('loadFailed') && !isApiError(state.context.loadError)) throw state.context.loadError;

  return (
    <>
      <p className={page.caption}>{company}</p>
      <h1>
        <Trans>Check your answers before submitting</Trans>
      </h1>
      <p className={page.lead}>
        <Trans>Check that everything is right. To correct an answer, select Change: once you save it, you come back here.</Trans>
      </p>
      {answers.sections.map((section) => (
        <SectionAnswers key={section.section} section={section} names={{ countries, nationalities, questionnaires }} />
      ))}

      <h2 className={styles.section}>
        <Trans>Now submit your information</Trans>
      </h2>
      <p>
        <Trans>Once you submit, you can no longer change your answers.</Trans>
      </p>
      {state.matches('loadFailed') ? (
        <div className={page.panel} role="alert">
          <p>
            <Trans>We could not check the progress of your sections.</Trans>
          </p>
          <button type="button" className={homeStyles.secondaryButton} aria-disabled={busy || undefined} onClick={() => busy || send({ type: 'load.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      <div className={page.actions}>
        <button
          type="button"
          className={homeStyles.primaryButton}
          onClick={() => send({ type: 'confirm.open' })}
          // Not disabled while the dialog is open: the dialog gives the focus back to it when it closes.
          disabled={busy || state.context.progress?.canFinish !== true}
        >
          <Trans>Continue to submit</Trans>
        </button>
        <Link {...HOME_LINK} search className={page.textLink}>
          <Trans>Back to your sections</Trans>
        </Link>
      </div>
      {state.hasTag(HUB_TAGS.dialog) ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            busy={state.hasTag(HUB_TAGS.busy)}
            failure={state.matches('failing') ? state.context.failure : null}
            onClose={() => send({ type: 'confirm.close' })}
            onComplete={() => send({ type: 'confirm.submit' })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
