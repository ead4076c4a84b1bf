/**
 * The explanation a list step gives before its question (spec 000 §2 "the sidebar shows the minimum number of
 * records"): what the list is for and how many records the request asks for. Inset text rather than an aside, so
 * the page keeps one main landmark around its form.
 */
import type { ReactNode } from 'react';
import styles from './records-note.module.css';

export function RecordsNote({ children }: { children: ReactNode }) {
  return <div className={styles.note}>{children}</div>;
}
