/**
 * The hub's notice that its list of sections changed since this device last showed it, and why (docs/hub.md "When
 * the list changes"): for each answer behind a change, a sentence naming it and the sections it added and removed.
 * A lazily loaded chunk, so the first load does not carry it; its text is in the `sections` catalog, fetched only
 * when the list has changed.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../../domain/client-storage';
import type { SectionProgress } from '../../../domain/progress';
import { type ChangeCause, sectionChanges } from '../../../domain/section-changes';
import type { SectionSlug } from '../../../domain/sections';
import { ensureSectionCatalog } from '../../app/i18n';
import { SECTION_TITLES } from '../../app/section-titles';
import page from '../../ui/page/page.module.css';

const CAUSES: Record<ChangeCause, MessageDescriptor> = {
  passport: msg`Your answer about your passport in Personal details changed how your identity is checked.`,
  proof_of_employment: msg`You said you can give proof of employment for an employer, so it is asked for.`,
  certificate_copy: msg`You said you will give a copy of a certificate for a qualification, so it is asked for.`,
  past_directorships: msg`You said you have held directorships, so each one is asked for.`,
};
const OTHER_CAUSE = msg`Your answers changed the sections you need to complete.`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Compares the hub's list with the one this device showed last, keeps the list shown now, and says what changed. */
export function SectionChanges({ guid, sections }: { guid: string; sections: readonly SectionProgress[] }) {
  const key = `${STORAGE_KEYS.hubSectionsPrefix}${guid}`;
  const now = sections.map(({ section }) => section);
  const shown = now.join(' ');
  const [before] = useState(() => storage()?.getItem(key) ?? null);
  const changed = before !== null && before !== shown;
  useEffect(() => {
    try {
      storage()?.setItem(key, shown);
    } catch {
      // Without storage the hub simply says nothing of changes.
    }
  }, [key, shown]);

  const { i18n } = useLingui();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!changed) return undefined;
    let live = true;
    void ensureSectionCatalog(i18n).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [changed, i18n]);
  if (!changed || !ready) return null;

  const titles = (sections: readonly SectionSlug[]) => sections.map((section) => i18n._(SECTION_TITLES[section])).join(', ');
  return (
    <div className={page.panel} role="status">
      <h2>
        <Trans>Your sections have changed</Trans>
      </h2>
      {sectionChanges(before.split(' '), now).map(({ cause, added, removed }) => {
        const addedTitles = titles(added);
        const removedTitles = titles(removed);
        return (
          <div key={cause ?? 'other'}>
            <p>{i18n._(cause ? CAUSES[cause] : OTHER_CAUSE)}</p>
            <ul>
              {added.length > 0 ? (
                <li>
                  <Trans>Added: {addedTitles}</Trans>
                </li>
              ) : null}
              {removed.length > 0 ? (
                <li>
                  <Trans>No longer needed: {removedTitles}</Trans>
                </li>
              ) : null}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
