/**
 * The drug screening and occupational health steps (spec 000 §2 "Drug-screening collection", §4, §7): the screening
 * provider's collection-site widget in a frame, with a sidebar explaining that a site is chosen by zip code and
 * distance. The widget talks to the page by postMessage (machines/screening-widget.machine.ts): it sets the frame's
 * height, scrolls the page up, and once a site is booked the registration is saved, the page confirms the site
 * booked (its heading takes the focus) and 'Back to your sections' goes home, where the section shows complete. Both steps are this screen, for their own check.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { languageOrDefault } from '../../../domain/locales';
import type { RegistrationCheck } from '../../../domain/provider-status';
import { bookedSite, SCREENING_STEPS } from '../../../domain/screening';
import { SCREENING_WIDGET_TAGS } from '../../../machines/screening-widget.machine';
import { useReferenceResponse } from '../../api/candidate-data';
import { clearstarAccountDetailsQueryOptions } from '../../api/providers/get-clearstar-account-details';
import { clearstarRegistrationQueryOptions } from '../../api/providers/get-clearstar-registration';
import { StepLayout } from '../../step-layout/step-layout';
import { BusyButton } from '../../app/busy-button';
import styles from './screening-step.module.css';
import { useScreeningWidget } from './use-screening-widget';

/** The origin of the widget's address, or null for an address the page will not frame. */
function originOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const { protocol, origin } = new URL(url);
  return protocol === 'https:' || protocol === 'http:' ? origin : null;
}

export function ScreeningStep({ check }: { check: RegistrationCheck }) {
  const { guid } = useSearch({ from: '/candidate-feedback' });
  const { i18n } = useLingui();
  const response = useReferenceResponse();
  const language = languageOrDefault(i18n.locale);
  const details = useQuery(clearstarAccountDetailsQueryOptions(guid, check, language));
  const registration = useQuery(clearstarRegistrationQueryOptions(response.guid));
  const registered = registration.data?.[check] === true;
  const { section, step } = SCREENING_STEPS[check];
  const widgetUrl = details.data?.widget_url ?? '';
  const widgetOrigin = originOf(widgetUrl);

  let widget: ReactNode;
  if (details.isPending) {
    widget = (
      <p role="status">
        <Trans>Loading...</Trans>
      </p>
    );
  } else if (!widgetOrigin) {
    widget = (
      <div className={styles.problem} role="alert">
        <h2>
          <Trans>Oops! Sorry, an unexpected error has occurred.</Trans>
        </h2>
        <p>
          <Trans>We could not open the collection-site search. Please try again in a few minutes.</Trans>
        </p>
        <BusyButton className={styles.button} busy={details.isFetching} onClick={() => void details.refetch()}>
          <Trans>Try again</Trans>
        </BusyButton>
      </div>
    );
  } else {
    widget = (
      <WidgetFrame
        key={widgetUrl}
        session={{ guid, responseGuid: response.guid, check, widgetOrigin }}
        widgetUrl={widgetUrl}
      />
    );
  }

  return (
    <StepLayout section={section} step={step} isComplete={registered || undefined}>
      <div className={styles.columns}>
        <aside className={styles.sidebar} aria-labelledby="screening-sidebar-title">
          <h2 id="screening-sidebar-title">
            <Trans>Choosing a collection site</Trans>
          </h2>
          <p>
            {check === 'drug_screening' ? (
              <Trans>Your drug test is taken at a collection site near you.</Trans>
            ) : (
              <Trans>Your occupational health assessment takes place at a collection site near you.</Trans>
            )}
          </p>
          <p>
            <Trans>
              Enter your zip code and choose how far you can travel. The collection sites within that distance are
              listed, nearest first. Choose one to book it.
            </Trans>
          </p>
          {registered ? (
            <p>
              <strong>
                <Trans>You have booked a collection site. You can book another one to change it.</Trans>
              </strong>
            </p>
          ) : null}
        </aside>
        <div className={styles.widget}>{widget}</div>
      </div>
    </StepLayout>
  );
}

interface WidgetFrameProps {
  session: Parameters<typeof useScreeningWidget>[0];
  widgetUrl: string;
}

function WidgetFrame({ session, widgetUrl }: WidgetFrameProps) {
  const { t } = useLingui();
  const [state, send] = useScreeningWidget(session);
  const height = state.context.frameHeight;
  const booked = state.hasTag(SCREENING_WIDGET_TAGS.booked);

  return (
    <>
      {booked ? <BookedPanel data={state.context.registration} onContinue={() => send({ type: 'booking.continue' })} /> : null}
      <div role="status">
        {state.hasTag(SCREENING_WIDGET_TAGS.busy) ? (
          <p>
            <Trans>Saving your booking...</Trans>
          </p>
        ) : null}
      </div>
      <div role="alert">
        {state.hasTag(SCREENING_WIDGET_TAGS.error) ? (
          <div className={styles.problem}>
            <p>
              <Trans>There was an error submitting the form. Please try again.</Trans>
            </p>
            <BusyButton className={styles.button} onClick={() => send({ type: 'save.retry' })}>
              <Trans>Try again</Trans>
            </BusyButton>
          </div>
        ) : null}
      </div>
      <iframe
        className={styles.frame}
        title={t`Collection site search`}
        src={widgetUrl}
        style={height === null ? undefined : { height: `${height}px` }}
        data-testid="screening-widget"
      />
    </>
  );
}

/** The booking saved, confirmed by the site's name and address before the candidate goes home. */
function BookedPanel({ data, onContinue }: { data: Parameters<typeof bookedSite>[0]; onContinue: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const site = bookedSite(data);
  const siteName = site?.name ?? '';
  const siteAddress = site?.address ?? '';
  return (
    <div className={styles.booked}>
      <h2 ref={heading} tabIndex={-1}>
        <Trans>Collection site booked</Trans>
      </h2>
      {site?.address ? (
        <p>
          <Trans>
            You have booked <strong>{siteName}</strong>, {siteAddress}.
          </Trans>
        </p>
      ) : site ? (
        <p>
          <Trans>
            You have booked <strong>{siteName}</strong>.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>Your booking is saved.</Trans>
        </p>
      )}
      <BusyButton className={styles.button} onClick={onContinue}>
        <Trans>Back to your sections</Trans>
      </BusyButton>
    </div>
  );
}
