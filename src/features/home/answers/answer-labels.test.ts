/**
 * The words of the check of the answers: each stored key named as its form asks it, in the reader's language; each
 * group named by its step or its numbered record; each value as a reader reads it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnswerGroup } from '../../../../domain/candidate-answers';
import { activateLanguage, createAppI18n, ensureSectionCatalog } from '../../../app/i18n';
import { loadCountryNames } from '../../../ui/country-picker/country-names';
import { loadNationalityNames } from '../../../ui/nationality-picker/nationality-names';
import { answerText, fieldLabel, groupTitle, noneGiven, type ValueNames, valueText } from './answer-labels';

const english = createAppI18n();
const french = createAppI18n();
let frenchNames: ValueNames = {};

beforeAll(async () => {
  await ensureSectionCatalog(english);
  await activateLanguage(french, 'fr');
  await ensureSectionCatalog(french);
  frenchNames = { countries: await loadCountryNames('fr'), nationalities: await loadNationalityNames('fr') };
});

const group = (overrides: Partial<AnswerGroup>): AnswerGroup => ({ step: 'name', title: { key: 'name' }, fields: [], ...overrides });

describe('fieldLabel', () => {
  it('names a key as its form asks it, in the reader’s language', () => {
    expect(fieldLabel(english, 'date_of_birth')).toBe('Date of birth');
    expect(fieldLabel(french, 'date_of_birth')).toBe('Date de naissance');
  });

  it('names a nested key after its record, and a key no table names in plain words', () => {
    expect(fieldLabel(english, 'manager.email')).toBe('HR or line manager: Email address');
    expect(fieldLabel(english, 'some_new_field')).toBe('Some new field');
  });
});

describe('fieldLabel, for the fields of a gap, a directorship and a firearms licence', () => {
  it('names them as their forms ask them, in the reader’s language', () => {
    expect(fieldLabel(french, 'gap_reason')).toBe('Motif');
    expect(fieldLabel(french, 'organisation_registration_number')).toBe("Numéro d'immatriculation de la société");
    expect(fieldLabel(english, 'firearm_license_agency')).toBe('Agency that issued the licence');
  });
});

describe('groupTitle', () => {
  it('names a step’s own answers by the step, and a record by its kind and number', () => {
    expect(groupTitle(english, 'details', group({ step: 'birth', title: { key: 'birth' } }))).toBe('Date and place of birth');
    expect(groupTitle(english, 'details', group({ step: 'address', title: { key: 'address', number: 2 } }))).toBe('Address 2');
    expect(groupTitle(english, 'employers', group({ step: 'employers', entry: 1, title: { key: 'employer', number: 1 } }))).toBe('Employer 1');
    expect(groupTitle(english, 'consent', group({ step: 'consent', title: { key: 'consent' } }))).toBe('Consent');
  });

  it('says what an empty list lacks', () => {
    expect(noneGiven(english, 'previous_name')).toBe('No previous names given.');
    expect(noneGiven(english, 'unknown_kind')).toBe('None given.');
  });
});

describe('valueText', () => {
  it('says yes and no, gives dates in the reader’s order, and joins lists in the reader’s language', () => {
    expect(valueText(english, true, 'day-first')).toBe('Yes');
    expect(valueText(french, false, 'day-first')).toBe('Non');
    expect(valueText(english, '1990-01-31', 'day-first')).toBe('31/01/1990');
    expect(valueText(english, '1990-01-31', 'month-first')).toBe('01/31/1990');
    expect(valueText(english, ['manager', 'colleague'], 'day-first')).toBe('manager and colleague');
    expect(valueText(french, ['a', 'b'], 'day-first')).toBe('a et b');
    expect(valueText(english, 3, 'day-first')).toBe('3');
    expect(valueText(english, 'Hamilton', 'day-first')).toBe('Hamilton');
  });

  it('names a stored option as its form offers it', () => {
    expect(valueText(english, 'female', 'day-first', 'gender')).toBe('Female (F)');
    expect(valueText(english, 'full_time', 'day-first', 'type_of_employment')).toBe('Full-time');
    expect(valueText(french, 'another_job', 'day-first', 'reason_for_leaving')).not.toBe('another_job');
    // The same code of another field is left as stored.
    expect(valueText(english, 'other', 'day-first', 'city')).toBe('other');
  });

  it('names the codes of the identity, referee and employment lists in the reader’s language, as the forms offer them', () => {
    expect(valueText(french, 'national_insurance', 'day-first', 'id_type')).toBe('Numéro de National Insurance');
    expect(valueText(french, 'ordinary', 'day-first', 'passport_type')).toBe('Ordinaire');
    expect(valueText(french, 'road_authority', 'day-first', 'driving_license_agency')).toBe("Autorité routière d'un État ou d'un territoire");
    expect(valueText(french, 'AU', 'day-first', 'citizenship')).toBe('Citoyen australien');
    expect(valueText(french, ['manager'], 'day-first', 'relationship')).toBe('Responsable ou supérieur actuel');
    expect(valueText(french, 3, 'day-first', 'together_work_experience')).toBe('3 à 5 ans');
    expect(valueText(french, 'UNEMPLOYED_AND_LOOKING_FOR_WORK', 'day-first', 'gap_reason')).toBe('Sans emploi');
    expect(valueText(english, 'linkedin', 'day-first', 'social_media_platform')).toBe('LinkedIn');
    expect(valueText(french, 'non_executive', 'day-first', 'directorship_type')).not.toBe('non_executive');
  });
});

describe('answerText', () => {
  it('names a country and a nationality by their code in the reader’s language', () => {
    expect(answerText(french, { key: 'country_of_birth', value: 'Germany', country: 'DE' }, 'day-first', frenchNames)).toBe('Allemagne');
    expect(answerText(french, { key: 'passport_issue_country', value: 'United Kingdom', country: 'GB' }, 'day-first', frenchNames)).toBe(
      'Royaume-Uni',
    );
    expect(answerText(french, { key: 'nationality_at_birth', value: 'German', nationality: 'DE' }, 'day-first', frenchNames)).toBe('Allemand');
  });

  it('keeps the sent name while the names load, and where they lack the code', () => {
    expect(answerText(french, { key: 'country_of_birth', value: 'Germany', country: 'DE' }, 'day-first', {})).toBe('Germany');
    expect(answerText(french, { key: 'country', value: 'Atlantis', country: 'QQ' }, 'day-first', frenchNames)).toBe('Atlantis');
    expect(answerText(english, { key: 'nationality_at_birth', value: 'British', nationality: 'GB' }, 'day-first', {})).toBe('British');
  });

  it('names a licence’s state and an address’s state from its country’s list, and leaves a typed state as typed', () => {
    expect(valueText(french, 'GB-ENG', 'day-first', 'driving_license_issue_state')).toBe('Angleterre');
    expect(valueText(english, 'VIC', 'day-first', 'driving_license_issue_state')).toBe('Victoria');
    expect(answerText(english, { key: 'state', value: 'WA' }, 'day-first', {}, 'AU')).toBe('Western Australia');
    expect(answerText(english, { key: 'state', value: 'WA' }, 'day-first', {}, 'US')).toBe('Washington');
    expect(answerText(english, { key: 'state', value: 'Bavaria' }, 'day-first', {}, 'DE')).toBe('Bavaria');
    expect(answerText(english, { key: 'state_of_birth', value: 'VIC' }, 'day-first', {})).toBe('VIC');
  });

  it('names a referee’s questionnaire as the organisation named it', () => {
    const names = { questionnaires: { 'character-reference': 'Référence de moralité' } };
    expect(answerText(french, { key: 'questionnaire', value: 'character-reference' }, 'day-first', names)).toBe('Référence de moralité');
    expect(answerText(french, { key: 'questionnaire', value: 'unknown' }, 'day-first', names)).toBe('unknown');
  });
});
