/**
 * A repeatable list of records (previous names, social media, education, qualifications): each record a titled
 * group with its Remove button, then Add. Keyboard-operable as plain buttons; after Add the new record's heading
 * takes the focus, after Remove the record before it (or Add), so nobody is left on a button that vanished.
 * The list's own error (too few records) shows above the records and describes the group; the error summary
 * links to the group, whose first control then takes the focus.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import fieldStyles from '../../ui/field/field.module.css';
import styles from './fields.module.css';

export interface RepeatableListProps {
  /** react-hook-form's name of the list: the group's id, where a list error's summary link leads. */
  name: string;
  /** Stable keys of the records (useFieldArray's `fields[i].id`). */
  keys: readonly string[];
  /** The list as a whole, e.g. "Your previous names". */
  label: string;
  recordTitle: (index: number) => string;
  renderRecord: (index: number) => ReactNode;
  addLabel: string;
  removeLabel: (index: number) => string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  canAdd: boolean;
  /** Records below this count have no Remove button. */
  minimumRecords?: number;
  /** The list's own error, already translated. */
  errorMessage?: string | null;
  /** While the app is busy, Add and Remove wait (aria-disabled, so the focus stays where it is). */
  isBusy?: boolean;
}

export function RepeatableList(props: RepeatableListProps) {
  const { name, keys, label, recordTitle, renderRecord, addLabel, removeLabel, onAdd, onRemove, canAdd } = props;
  const minimumRecords = props.minimumRecords ?? 1;
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterChange = useRef<number | 'add' | null>(null);

  useEffect(() => {
    const target = focusAfterChange.current;
    focusAfterChange.current = null;
    if (target === null) return;
    if (target === 'add') addButton.current?.focus();
    else headings.current[target]?.focus();
  }, [keys.length]);

  const add = () => {
    focusAfterChange.current = keys.length;
    onAdd();
  };
  const remove = (index: number) => {
    focusAfterChange.current = index > 0 ? index - 1 : keys.length > 1 ? 0 : 'add';
    onRemove(index);
  };

  return (
    <div
      id={name}
      role="group"
      aria-label={label}
      aria-describedby={props.errorMessage ? errorId : undefined}
      aria-busy={props.isBusy || undefined}
      className={styles.form}
    >
      {props.errorMessage ? (
        <p id={errorId} className={fieldStyles.error}>
          {props.errorMessage}
        </p>
      ) : null}
      <ol className={styles.list}>
        {keys.map((key, index) => (
          <li key={key}>
            <section className={styles.record} aria-labelledby={`${baseId}-${key}`}>
              <h3
                id={`${baseId}-${key}`}
                className={styles.recordHeading}
                tabIndex={-1}
                ref={(element) => {
                  headings.current[index] = element;
                }}
              >
                {recordTitle(index)}
              </h3>
              {renderRecord(index)}
              {keys.length > minimumRecords ? (
                <button
                  type="button"
                  className={styles.listButton}
                  aria-disabled={props.isBusy || undefined}
                  onClick={() => props.isBusy || remove(index)}
                >
                  {removeLabel(index)}
                </button>
              ) : null}
            </section>
          </li>
        ))}
      </ol>
      {canAdd ? (
        <button
          ref={addButton}
          type="button"
          className={styles.listButton}
          aria-disabled={props.isBusy || undefined}
          onClick={() => props.isBusy || add()}
        >
          {addLabel}
        </button>
      ) : null}
    </div>
  );
}
