/**
 * The identity step's lists in the reader's language (domain/details/id-lists.ts holds the stored values, the form
 * kit's option-labels.ts their words). State, region and agency names are translated too: a French reader sees
 * "Nouvelle-Galles du Sud".
 */
import { useLingui } from '@lingui/react/macro';
import type { SelectOption } from '../../forms/fields/select-field';
import {
  CITIZENSHIP_LABELS,
  DRIVING_LICENCE_AGENCY_LABELS,
  FIREARMS_LICENCE_AGENCY_LABELS,
  NATIONAL_ID_TYPE_LABELS,
  optionsOf,
  PASSPORT_TYPE_LABELS,
  UK_REGION_LABELS,
} from '../../forms/option-labels';
import { AU_STATE_NAMES } from '../../forms/state-names';
import {
  AU_STATE_CODES,
  CITIZENSHIP_ANSWERS,
  DRIVING_LICENCE_AGENCIES,
  FIREARMS_LICENCE_AGENCIES,
  type IssueStateList,
  type LicenceKind,
  NATIONAL_ID_TYPES,
  PASSPORT_TYPES,
} from '../../../domain/details/id-lists';
import { UK_REGIONS } from '../../../domain/limits';

export function useIdOptions() {
  const { i18n } = useLingui();
  const issueStates: Record<IssueStateList, SelectOption[]> = {
    au_states: AU_STATE_CODES.map((code) => {
      const name = AU_STATE_NAMES[code];
      return { value: code, label: name ? i18n._(name) : code };
    }),
    uk_regions: optionsOf(i18n, UK_REGIONS, UK_REGION_LABELS),
  };
  const agencies: Record<LicenceKind, SelectOption[]> = {
    driving: optionsOf(i18n, DRIVING_LICENCE_AGENCIES, DRIVING_LICENCE_AGENCY_LABELS),
    firearms: optionsOf(i18n, FIREARMS_LICENCE_AGENCIES, FIREARMS_LICENCE_AGENCY_LABELS),
  };
  return {
    passportTypes: optionsOf(i18n, PASSPORT_TYPES, PASSPORT_TYPE_LABELS),
    nationalIdTypes: optionsOf(i18n, NATIONAL_ID_TYPES, NATIONAL_ID_TYPE_LABELS),
    issueStates,
    agencies,
    citizenship: optionsOf(i18n, CITIZENSHIP_ANSWERS, CITIZENSHIP_LABELS),
  };
}

export type IdOptions = ReturnType<typeof useIdOptions>;
