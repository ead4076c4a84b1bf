/** The directorships step's tabs: one per saved directorship, by its organisation's name, and one for a new one. */
import { useLingui } from '@lingui/react/macro';
import type { DirectorshipLine } from '../../../domain/reference-response';
import { EntryTabs } from '../../step-layout/entry-tabs';

export const ENTRY_ROUTE = '/candidate-feedback/directorships/directorships/{-$id}';

export function DirectorshipEntries({ lines, entry }: { lines: readonly DirectorshipLine[]; entry: number }) {
  const { t } = useLingui();
  const tabs = [
    ...lines.map((line, index) => ({ id: index + 1, label: line.organisation_name })),
    { id: lines.length + 1, label: t`New directorship` },
  ];
  return <EntryTabs label={t`Your directorships`} tabs={tabs} current={entry} to={ENTRY_ROUTE} />;
}
