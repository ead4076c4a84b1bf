/**
 * "Continue on your phone" on a document step (docs/documents.md "Continue on your phone", docs/decisions/0037): a QR
 * code of a phone link that opens this step's uploader on the phone, or the same link e-mailed to the candidate.
 * While a link works the page asks every few seconds for the candidate's uploads, so a file sent from the phone
 * appears among this page's uploads without a reload. A lazily loaded chunk, and the QR encoder only once asked for.
 * Phone-sized screens do not show it: the uploader there already takes a photo.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { format } from 'date-fns';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { HANDOFF_POLL_INTERVAL_MS, type HandoffStep } from '../../../domain/handoff/handoff';
import { createHandoff } from '../../api/handoff/create-handoff';
import { referenceResponseQueryOptions } from '../../api/oneform/get-reference-response';
import styles from './phone-handoff.module.css';

export interface PhoneHandoffPanelProps {
  guid: string;
  step: HandoffStep;
  /** The level of its heading, the same as the page's uploaders'. */
  headingLevel: 2 | 3 | 4;
}

type Shown =
  | { kind: 'none' }
  | { kind: 'code'; image: string; expiresAt: number }
  | { kind: 'emailed'; expiresAt: number }
  | { kind: 'expired' };

type Failure = 'throttled' | 'failed' | null;

/** The link as an SVG QR code, as a data: address (the page's policy lets images come from data: only). */
async function qrImage(url: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function PhoneHandoffPanel({ guid, step, headingLevel }: PhoneHandoffPanelProps) {
  const Heading = `h${headingLevel}` as const;
  const { t } = useLingui();
  const headingId = useId();
  const [shown, setShown] = useState<Shown>({ kind: 'none' });
  const [failure, setFailure] = useState<Failure>(null);
  const [busy, setBusy] = useState(false);
  const live = shown.kind === 'code' || shown.kind === 'emailed';

  // Polling rather than a push channel: the page already renders from this query, and a plain GET works behind any proxy.
  const response = useQuery({ ...referenceResponseQueryOptions(guid), refetchInterval: live ? HANDOFF_POLL_INTERVAL_MS : false });
  const stepUploads = response.data?.documents.uploaded.filter((upload) => upload.step === step).length ?? 0;
  const [uploadsBefore, setUploadsBefore] = useState(0);
  const arrived = live ? Math.max(0, stepUploads - uploadsBefore) : 0;

  const expiresAt = live ? shown.expiresAt : null;
  useEffect(() => {
    if (expiresAt === null) return undefined;
    const timer = window.setTimeout(() => setShown({ kind: 'expired' }), Math.max(0, expiresAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [expiresAt]);

  const ask = async (sendEmail: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      const made = await createHandoff(guid, step, sendEmail);
      if (!made.ok) {
        setFailure(made.status === 429 ? 'throttled' : 'failed');
        return;
      }
      const until = Date.parse(made.data.expires_at);
      setUploadsBefore(stepUploads);
      setShown(sendEmail ? { kind: 'emailed', expiresAt: until } : { kind: 'code', image: await qrImage(made.data.url), expiresAt: until });
    } catch {
      setFailure('failed');
    } finally {
      setBusy(false);
    }
  };

  const until = expiresAt === null ? '' : format(expiresAt, 'HH:mm');

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        <Trans>Continue on your phone</Trans>
      </Heading>
      <p>
        <Trans>
          Use your phone's camera to photograph your documents. Scan the code with your phone, or have the link sent to
          your email address. What you upload on your phone appears on this page.
        </Trans>
      </p>

      {shown.kind === 'code' ? (
        <div className={styles.code}>
          <img src={shown.image} alt={t`QR code that opens this step on your phone`} width={232} height={232} />
          <p>
            <Trans>The code works until {until}, for this step's documents only.</Trans>
          </p>
        </div>
      ) : null}
      {shown.kind === 'emailed' ? (
        <p>
          <Trans>We have sent the link to your email address. It works until {until}, for this step's documents only.</Trans>
        </p>
      ) : null}
      {shown.kind === 'expired' ? (
        <p>
          <Trans>The link has expired. Show a new code to carry on with your phone.</Trans>
        </p>
      ) : null}

      <p role="status" className={styles.status}>
        {arrived > 0 ? <Plural value={arrived} one="# file has arrived from your phone." other="# files have arrived from your phone." /> : null}
      </p>
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure === 'throttled' ? (
            <Trans>You have asked for several codes. Please wait a few minutes, then try again.</Trans>
          ) : (
            <Trans>The link could not be made. Please check your connection, then try again.</Trans>
          )}
        </p>
      ) : null}

      <div className={styles.actions}>
        {shown.kind === 'code' ? (
          <Button className={styles.secondary} onPress={() => setShown({ kind: 'none' })}>
            <Trans>Hide the code</Trans>
          </Button>
        ) : (
          <Button className={styles.primary} isDisabled={busy} onPress={() => void ask(false)}>
            {shown.kind === 'expired' ? <Trans>Show a new code</Trans> : <Trans>Show a QR code</Trans>}
          </Button>
        )}
        <Button className={styles.secondary} isDisabled={busy} onPress={() => void ask(true)}>
          <Trans>Email me the link</Trans>
        </Button>
      </div>
    </section>
  );
}
