/**
 * The identity step's lists in the reader's language (domain/details/id-lists.ts holds the stored values). State,
 * region and agency names are translated too: a French reader sees "Nouvelle-Galles du Sud".
 */
import { useLingui } from '@lingui/react/macro';
import type { SelectOption } from '../../forms/fields/select-field';
import { AU_STATE_NAMES } from './address-states';
import {
  AU_STATE_CODES,
  type CitizenshipAnswer,
  DRIVING_LICENCE_AGENCIES,
  type DrivingLicenceAgency,
  FIREARMS_LICENCE_AGENCIES,
  type FirearmsLicenceAgency,
  type IssueStateList,
  type LicenceKind,
  NATIONAL_ID_TYPES,
  type NationalIdType,
  PASSPORT_TYPES,
  type PassportType,
} from '../../../domain/details/id-lists';
import { UK_REGIONS, type UkRegion } from '../../../domain/limits';

const options = <V extends string>(values: readonly V[], labels: Record<V, string>): SelectOption[] =>
  values.map((value) => ({ value, label: labels[value] }));

export function useIdOptions() {
  const { i18n, t } = useLingui();
  const passportTypes: Record<PassportType, string> = {
    ordinary: t`Ordinary`,
    private: t`Private`,
    government: t`Government`,
    un_refugee: t`United Nations refugee travel document`,
    diplomatic: t`Diplomatic`,
    official: t`Official`,
  };
  const nationalIdTypes: Record<NationalIdType, string> = {
    national_insurance: t`National Insurance number`,
    social_security: t`Social security number`,
    identity_card_number: t`Identity card number`,
    cpf: t`CPF (Brazil)`,
    isikukood: t`Isikukood (Estonia)`,
    imss: t`IMSS social security number (Mexico)`,
    nric_fin: t`NRIC or FIN (Singapore)`,
    other: t`Other`,
  };
  const ukRegions: Record<UkRegion, string> = {
    JE: t`Jersey`,
    GG: t`Guernsey`,
    IM: t`Isle of Man`,
    'GB-NIR': t`Northern Ireland`,
    'GB-ENG': t`England`,
    'GB-SCT': t`Scotland`,
    'GB-WLS': t`Wales`,
  };
  const drivingAgencies: Record<DrivingLicenceAgency, string> = {
    road_authority: t`State or territory road authority`,
    army: t`Australian Army`,
    navy: t`Royal Australian Navy`,
    raaf: t`Royal Australian Air Force`,
    other: t`Other`,
  };
  const firearmsAgencies: Record<FirearmsLicenceAgency, string> = {
    police_firearms_registry: t`State or territory police firearms registry`,
    defence_force: t`Australian Defence Force`,
    other: t`Other`,
  };
  const citizenship: Record<CitizenshipAnswer, string> = {
    AU: t`Australian citizen`,
    NZ: t`New Zealand citizen`,
    none: t`Neither`,
  };
  const issueStates: Record<IssueStateList, SelectOption[]> = {
    au_states: AU_STATE_CODES.map((code) => {
      const name = AU_STATE_NAMES[code];
      return { value: code, label: name ? i18n._(name) : code };
    }),
    uk_regions: options(UK_REGIONS, ukRegions),
  };
  const agencies: Record<LicenceKind, SelectOption[]> = {
    driving: options(DRIVING_LICENCE_AGENCIES, drivingAgencies),
    firearms: options(FIREARMS_LICENCE_AGENCIES, firearmsAgencies),
  };
  return {
    passportTypes: options(PASSPORT_TYPES, passportTypes),
    nationalIdTypes: options(NATIONAL_ID_TYPES, nationalIdTypes),
    issueStates,
    agencies,
    citizenship,
  };
}

export type IdOptions = ReturnType<typeof useIdOptions>;
