/** The employer step's tabs (spec 001 §2): one per saved employer, by its name, and one for a new employer. */
import { useLingui } from '@lingui/react/macro';
import type { EmployerLine } from '../../../domain/reference-response';
import { EntryTabs } from '../../step-layout/entry-tabs';

export const ENTRY_ROUTE = '/candidate-feedback/employers/employers/{-$id}';

export function EmployerEntries({ lines, entry }: { lines: readonly EmployerLine[]; entry: number }) {
  const { t } = useLingui();
  const tabs = [
    ...lines.map((line, index) => {
      const id = index + 1;
      return { id, label: line.organization_name || t`Employer ${id}` };
    }),
    { id: lines.length + 1, label: t`New employer` },
  ];
  return <EntryTabs label={t`Your employers`} tabs={tabs} current={entry} to={ENTRY_ROUTE} />;
}
