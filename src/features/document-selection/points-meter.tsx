/**
 * The selection's points towards the 100 (spec 001 §9): a React Aria meter named 'Identity points' whose value
 * reads '70 of 100 points', and a polite live region that says the new total as boxes are ticked.
 */
import { useLingui } from '@lingui/react/macro';
import { Label, Meter } from 'react-aria-components';
import styles from './document-selection.module.css';

export function PointsMeter({ points, target }: { points: number; target: number }) {
  const { t } = useLingui();
  const valueText = t`${points} of ${target} points`;
  return (
    <>
      <Meter
        className={styles.meter}
        value={Math.min(points, target)}
        maxValue={target}
        valueLabel={valueText}
        data-reached={points >= target || undefined}
      >
        {({ percentage }) => (
          <>
            <Label className={styles.meterLabel}>{t`Identity points`}</Label>
            <span>{valueText}</span>
            <div className={styles.meterBar}>
              <div className={styles.meterFill} style={{ inlineSize: `${percentage}%` }} />
            </div>
          </>
        )}
      </Meter>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {valueText}
      </p>
    </>
  );
}
