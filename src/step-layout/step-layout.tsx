/**
 * The frame of every step page (spec 000 §2 "Step pages (general)"): 'Save and Go back', the section's title and
 * description, a side list of the section's steps, the '(n/total)' counter on narrow screens, the step's content,
 * then Previous and Next (Submit on the last step). Steps come from domain/journey.ts, so the tabs, the counter
 * and the buttons agree with the route guard.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { canVisitStep, showsStepCounter, showsStepTabs, stepPosition } from '../../domain/journey';
import type { SectionProgress } from '../../domain/progress';
import type { SectionSlug, StepSlug } from '../../domain/sections';
import { usePageTitle } from '../ui/page-title/page-title';
import { SECTION_TITLES } from '../app/section-titles';
import { stepTitle } from '../app/step-titles';
import { useIsBusy } from '../app/use-activity';
import { useSectionProgress } from './section-progress';
import { HOME_LINK, stepLink } from './step-links';
import styles from './step-layout.module.css';
import { SAVE_AND_GO_BACK, useStepNavigation } from './use-step-navigation';

export interface StepLayoutProps {
  section: SectionSlug;
  step: StepSlug;
  /** What the section asks for, under its title; already translated. */
  description?: ReactNode;
  /**
   * The id of the step's form. With it, Next (or Submit) and 'Save and Go back' submit that form, and the page
   * decides where to go once the save succeeds (useStepNavigation().goAfterSave). Without it the step has nothing
   * to save: Next is a link, enabled once the step is complete, and 'Save and Go back' simply leads home.
   */
  formId?: string;
  /**
   * The step's own buttons in place of Previous and Next, for a step that pages through parts of its own (the UK
   * criminal record consent: Next, then Previous and 'Save and Continue').
   */
  actions?: ReactNode;
  /**
   * Whether the step is complete, for a step only its provider can tell (a signed form: the frame's progress reads
   * no provider status). Without it the frame judges from the saved response.
   */
  isComplete?: boolean;
  /**
   * For a step with nothing to save that the candidate confirms by going on (a document step counting uploads made
   * on other pages): Next becomes a button that runs this first, and goes on when it answers true.
   */
  confirmNext?: () => Promise<boolean>;
  children: ReactNode;
}

export function StepLayout({ section, step, description, formId, actions, isComplete, confirmNext, children }: StepLayoutProps) {
  const { i18n } = useLingui();
  const progress = useSectionProgress(section);
  const navigation = useStepNavigation(section, step);
  const busy = useIsBusy();
  const complete = isComplete ?? progress.steps.some((candidate) => candidate.step === step && candidate.complete);
  const tabs = showsStepTabs(progress);
  const primaryLabel = navigation.isLastStep ? <Trans>Submit</Trans> : <Trans>Next</Trans>;
  const sectionTitle = i18n._(SECTION_TITLES[section]);
  const shownStepTitle = progress.steps.length > 1 ? i18n._(stepTitle(section, step)) : null;
  usePageTitle(shownStepTitle ? `${shownStepTitle} – ${sectionTitle}` : sectionTitle);

  return (
    <div className={styles.layout}>
      {formId ? (
        <button type="submit" form={formId} name="intent" value={SAVE_AND_GO_BACK} className={styles.back} disabled={busy}>
          <Trans>Save and Go back</Trans>
        </button>
      ) : (
        <Link {...HOME_LINK} search className={styles.back}>
          <Trans>Save and Go back</Trans>
        </Link>
      )}

      <h1 className={styles.title}>{sectionTitle}</h1>
      {showsStepCounter(section) ? <StepCounter {...stepPosition(progress, step)} /> : null}
      {description ? <div className={styles.description}>{description}</div> : null}

      <div className={tabs ? styles.bodyWithTabs : styles.body}>
        {tabs ? <StepTabs progress={progress} /> : null}
        <div className={styles.content}>
          {shownStepTitle ? <h2 className={styles.stepTitle}>{shownStepTitle}</h2> : null}
          {children}
          <div className={styles.actions}>
            {actions ?? (
              <>
                {navigation.previous ? (
                  <Link {...navigation.previous} search className={styles.secondary} disabled={busy}>
                    <Trans>Previous</Trans>
                  </Link>
                ) : null}
                {formId ? (
                  <button type="submit" form={formId} className={styles.primary} disabled={busy}>
                    {primaryLabel}
                  </button>
                ) : confirmNext ? (
                  <button
                    type="button"
                    className={styles.primary}
                    disabled={busy}
                    onClick={() => void confirmNext().then((confirmed) => (confirmed ? navigation.goNext() : undefined))}
                  >
                    {primaryLabel}
                  </button>
                ) : (
                  <Link {...(navigation.next ?? HOME_LINK)} search className={styles.primary} disabled={!complete || busy}>
                    {primaryLabel}
                  </Link>
                )}
              </>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * '(2/5)' where the side tabs are hidden, on narrow screens. Screen readers hear 'Step 2 of 5' on every screen,
 * since they do not see the tabs' layout either.
 */
function StepCounter({ position, total }: { position: number; total: number }) {
  return (
    <p className={styles.counter}>
      <span className={styles.counterVisual} aria-hidden="true">
        ({position}/{total})
      </span>
      <span className="visually-hidden">
        <Trans>
          Step {position} of {total}
        </Trans>
      </span>
    </p>
  );
}

/** The section's steps, in order; a step that cannot be visited yet is listed but is not a link. */
function StepTabs({ progress }: { progress: SectionProgress }) {
  const { i18n, t } = useLingui();
  const section = i18n._(SECTION_TITLES[progress.section]);
  return (
    <nav className={styles.tabs} aria-label={t`Steps of ${section}`}>
      <ol className={styles.tabList}>
        {progress.steps.map(({ step, complete }) => {
          const title = i18n._(stepTitle(progress.section, step));
          return (
            <li key={step}>
              {canVisitStep(progress, step) ? (
                <Link {...stepLink(step)} search className={styles.tab}>
                  <span>{title}</span>
                  {complete ? (
                    <span className={styles.tabStatus}>
                      <Trans>Completed</Trans>
                    </span>
                  ) : null}
                </Link>
              ) : (
                <span className={`${styles.tab} ${styles.tabLocked}`}>
                  <span>{title}</span>
                  <span className={styles.tabStatus}>
                    <Trans>Cannot start yet</Trans>
                  </span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
