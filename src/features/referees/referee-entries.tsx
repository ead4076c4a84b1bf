/**
 * The referee tabs of one questionnaire (spec 001 §2 "Steps are numbered and labelled with the referee's name"):
 * one per referee the questionnaire asks for, or more when more are given. A saved referee's tab carries its name;
 * a tab past the next one to fill cannot be opened yet.
 */
import { useLingui } from '@lingui/react/macro';
import type { RefereeLine } from '../../../domain/reference-response';
import { EntryTabs } from '../../step-layout/entry-tabs';

export const ENTRY_ROUTE = '/candidate-feedback/reference/reference/$id';
export const SUMMARY_ROUTE = '/candidate-feedback/reference/reference';

interface RefereeEntriesProps {
  lines: readonly RefereeLine[];
  entry: number;
  minimum: number;
}

export function RefereeEntries({ lines, entry, minimum }: RefereeEntriesProps) {
  const { t } = useLingui();
  const count = Math.max(minimum, lines.length + (entry > lines.length ? 1 : 0));
  const tabs = Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const name = lines[index]?.manager.full_name;
    return { id, label: name ? t`${id}. ${name}` : t`${id}. Referee`, locked: id > lines.length + 1 };
  });
  return <EntryTabs label={t`Your referees`} tabs={tabs} current={entry} to={ENTRY_ROUTE} />;
}
