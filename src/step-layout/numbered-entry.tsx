/**
 * The page of one numbered entry (employers, directorships, referees): the {entry}th saved line, or the new entry
 * just after the saved ones. Past the new entry there is nothing to show, so the address moves to the new entry.
 */
import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { EntryRoute } from './entry-tabs';

/** What the form of one numbered entry is given. */
export interface EntryFormProps<Line, Context> {
  entry: number;
  /** The saved line, or null for the new entry. */
  line: Line | null;
  context: Context;
}

interface NumberedEntryProps<Line> {
  entry: number;
  lines: readonly Line[];
  to: EntryRoute;
  renderForm: (line: Line | null) => ReactNode;
}

export function NumberedEntry<Line>({ entry, lines, to, renderForm }: NumberedEntryProps<Line>) {
  if (entry > lines.length + 1) return <Navigate to={to} params={{ id: lines.length + 1 }} search replace />;
  return renderForm(lines[entry - 1] ?? null);
}
