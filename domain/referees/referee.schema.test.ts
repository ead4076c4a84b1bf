import { isValidPhoneNumber } from 'libphonenumber-js/max';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { PhoneStepContext } from '../details/phone.schema';
import { MESSAGES } from '../messages';
import type { Country } from '../reference-response';
import { buildResponse } from '../testing/build-response';
import { refereeLine } from '../testing/referee-line';
import { refereeInput, refereeSchema } from './referee.schema';

const GB: Country = { id: 77, guid: 'gb', name: 'United Kingdom', short_name: 'GB', countryPhoneCode: '44' };
const JE: Country = { id: 78, guid: 'je', name: 'Jersey', short_name: 'JE', countryPhoneCode: '44' };
const US: Country = { id: 233, guid: 'us', name: 'United States', short_name: 'US', countryPhoneCode: '1' };

function context(adjust: (c: PhoneStepContext) => void = () => {}): PhoneStepContext {
  const response = buildResponse({
    checks: [
      {
        slug: 'reference',
        referenceConfig: [
          {
            questionnaire: 'regulatory',
            name_displayed: 'Regulatory reference',
            minimum_criteria_count: 2,
            note_to_candidate: null,
            relationship: ['manager', 'previous_manager'],
          },
        ],
      },
    ],
  });
  response.reference_request.country = GB.id;
  response.reference_request.candidate.email = 'priya.raman@example.com';
  response.reference_request.allow_personal_email_address = false;
  const c: PhoneStepContext = { response, today: '2026-03-15', countries: [GB, JE, US], nationalities: [], isValidPhoneNumber };
  adjust(c);
  return c;
}

const valid = {
  questionnaire: 'regulatory',
  manager: { first_name: 'Ada', last_name: 'Shaw', email: 'ada.shaw@northfield.example' },
  relationship: ['manager'],
  organization_name: 'Northfield Trading Co',
  together_work_experience: 3,
  information_undertaking: true,
};

const withManager = (manager: Record<string, unknown>, rest: Record<string, unknown> = {}) => ({
  ...valid,
  ...rest,
  manager: { ...valid.manager, ...manager },
});

function errors(body: unknown, c = context()): Record<string, string> {
  const result = v.safeParse(refereeSchema(c), body);
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

describe('refereeSchema', () => {
  it('accepts a referee with an email and stores the phone, not asked, as null', () => {
    expect(v.parse(refereeSchema(context()), valid)).toStrictEqual({
      id: null,
      ...valid,
      manager: { ...valid.manager, country_code: null, contact_number: null, phone_country: null },
      have_email: true,
    });
  });

  it('requires the name, relationship, organisation, length of acquaintance, email and consent', () => {
    expect(errors({ questionnaire: 'regulatory' })).toStrictEqual({
      'manager.first_name': MESSAGES.required,
      'manager.last_name': MESSAGES.required,
      'manager.email': MESSAGES.required,
      relationship: MESSAGES.refereeRelationshipRequired,
      organization_name: MESSAGES.required,
      together_work_experience: MESSAGES.selectAcquaintance,
      information_undertaking: MESSAGES.refereeContactConsent,
    });
  });

  it('takes the questionnaire only from the request', () => {
    expect(errors({ ...valid, questionnaire: 'other' })).toStrictEqual({ questionnaire: MESSAGES.selectFromList });
  });

  it("allows only the questionnaire's relationships", () => {
    expect(errors({ ...valid, relationship: ['manager', 'mentor'] })).toStrictEqual({
      relationship: MESSAGES.selectFromList,
    });
    expect(v.parse(refereeSchema(context()), { ...valid, relationship: ['previous_manager', 'manager', 'manager'] }).relationship)
      .toStrictEqual(['previous_manager', 'manager']);
  });

  it('takes the four lengths of acquaintance, as numbers or their text', () => {
    expect(v.parse(refereeSchema(context()), { ...valid, together_work_experience: '4' }).together_work_experience).toBe(4);
    expect(errors({ ...valid, together_work_experience: 5 })).toStrictEqual({
      together_work_experience: MESSAGES.selectFromList,
    });
  });

  it('refuses an invalid email, the candidate’s own, and one already nominated', () => {
    expect(errors(withManager({ email: 'ada.shaw' }))).toStrictEqual({ 'manager.email': MESSAGES.invalidEmail });
    expect(errors(withManager({ email: 'Priya.Raman@example.com' }))).toStrictEqual({
      'manager.email': MESSAGES.refereeEmailSameAsOwn,
    });
    const nominated = context((c) => {
      c.response.references = [refereeLine({ id: 4, manager: { ...refereeLine().manager, email: 'ada.shaw@northfield.example' } })];
    });
    expect(errors(valid, nominated)).toStrictEqual({ 'manager.email': MESSAGES.refereeAlreadyNominated });
    // The referee being edited is not compared with itself.
    expect(errors({ ...valid, id: 4 }, nominated)).toStrictEqual({});
  });

  it('asks for a business email unless the request allows personal ones', () => {
    const personal = withManager({ email: 'ada.shaw@yahoo.co.uk' });
    expect(errors(personal)).toStrictEqual({ 'manager.email': MESSAGES.refereeBusinessEmail });
    expect(errors(personal, context((c) => (c.response.reference_request.allow_personal_email_address = true)))).toStrictEqual({});
  });

  it('without the email, asks for the phone and stores no email', () => {
    expect(errors({ ...valid, have_email: false, manager: { first_name: 'Ada', last_name: 'Shaw', email: 'x' } })).toStrictEqual({
      'manager.country_code': MESSAGES.selectCountryCode,
      'manager.contact_number': MESSAGES.required,
    });
    const saved = v.parse(refereeSchema(context()), withManager({ email: 'ignored', country_code: '+44', contact_number: '020 7946 0958' }, { have_email: false }));
    expect(saved.have_email).toBe(false);
    expect(saved.manager).toStrictEqual({
      first_name: 'Ada',
      last_name: 'Shaw',
      email: null,
      country_code: '44',
      contact_number: '02079460958',
      // The request's country, of those sharing +44.
      phone_country: GB.id,
    });
  });

  it('asks for both parts of the phone once either is filled', () => {
    expect(errors(withManager({ contact_number: '020 7946 0958' }))).toStrictEqual({ 'manager.country_code': MESSAGES.selectCountryCode });
    expect(errors(withManager({ country_code: '44' }))).toStrictEqual({ 'manager.contact_number': MESSAGES.required });
    expect(errors(withManager({ country_code: '999', contact_number: '020 7946 0958' }))).toStrictEqual({
      'manager.country_code': MESSAGES.selectFromList,
    });
  });

  it("judges the number by the details phone step's rules", () => {
    expect(errors(withManager({ country_code: '44', contact_number: '07700-abc' }))).toStrictEqual({
      'manager.contact_number': MESSAGES.invalidPhone,
    });
    expect(errors(withManager({ country_code: '1', contact_number: '555 0142' }))).toStrictEqual({
      'manager.contact_number': MESSAGES.invalidUsPhone,
    });
    expect(errors(withManager({ country_code: '1', contact_number: '(303) 555-0142' }))).toStrictEqual({});
    expect(errors(withManager({ country_code: '44', contact_number: '12345' }))).toStrictEqual({
      'manager.contact_number': MESSAGES.invalidPhoneForCountry,
    });
  });

  it.each(['Ada 2', 'Ada@Shaw', 'Ada_Shaw'])('refuses digits and symbols in a name: %s', (name) => {
    expect(errors(withManager({ first_name: name, last_name: name }))).toStrictEqual({
      'manager.first_name': MESSAGES.nameCharacters,
      'manager.last_name': MESSAGES.nameCharacters,
    });
  });

  it('keeps a sent phone country that has the code', () => {
    const saved = v.parse(refereeSchema(context()), withManager({ country_code: '44', contact_number: '01534 123456', phone_country: JE.id }));
    expect(saved.manager.phone_country).toBe(JE.id);
  });

  it('needs the consent to contact now', () => {
    expect(errors({ ...valid, information_undertaking: false })).toStrictEqual({
      information_undertaking: MESSAGES.refereeContactConsent,
    });
  });

  it('starts the form from the saved line, or blank', () => {
    expect(refereeInput('regulatory', null)).toMatchObject({ id: null, questionnaire: 'regulatory', have_email: true, relationship: [] });
    const line = refereeLine({ id: 9, questionnaire: 'regulatory' });
    expect(v.parse(refereeSchema(context()), refereeInput('regulatory', line)).id).toBe(9);
  });
});
