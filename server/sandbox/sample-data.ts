/**
 * Invented but plausible answers for sandbox requests, by the request's country: street, phone and identity
 * numbers in each country's format, from ranges reserved for fiction or examples where the country has one
 * (Ofcom's drama numbers, the US 555-01xx range and the advertising SSN 123-45-6789); a National Insurance number
 * has no such range, so the sample's has only the right format.
 */
export interface SamplePlace {
  streetAddress: string;
  city: string;
  state: string | null;
  postalCode: string;
  phoneCode: string;
  phoneNumber: string;
  /**
   * The region that issued the driving licence, as the identity step takes it in this country: an Australian state
   * code, a UK region code (spec 000 §5, §9), else free text.
   */
  licenceState: string | null;
  /** The national ID the identity step asks for in this country, if any. */
  nationalId: { type: string; number: string } | null;
  /** First names of the parents, where the name step asks for the parents' full names (spec 000 §5). */
  parents: { father: string; mother: string | null } | null;
}

const PLACES: Record<string, SamplePlace> = {
  GB: {
    streetAddress: '14 Harbour Street',
    city: 'Bristol',
    state: null,
    postalCode: 'BS1 5TR',
    phoneCode: '44',
    phoneNumber: '2079460123',
    licenceState: 'GB-ENG',
    nationalId: { type: 'national_insurance', number: 'AB123456C' },
    parents: null,
  },
  AU: {
    streetAddress: '27 Wattle Grove',
    city: 'Ballarat',
    state: 'VIC',
    postalCode: '3350',
    phoneCode: '61',
    phoneNumber: '491570006',
    licenceState: 'VIC',
    nationalId: null,
    parents: null,
  },
  NZ: {
    streetAddress: '8 Kowhai Road',
    city: 'Hamilton',
    state: null,
    postalCode: '3204',
    phoneCode: '64',
    phoneNumber: '21555012',
    licenceState: null,
    nationalId: null,
    parents: null,
  },
  US: {
    streetAddress: '1450 Pine Ridge Drive',
    city: 'Denver',
    state: 'CO',
    postalCode: '80202',
    phoneCode: '1',
    phoneNumber: '3035550142',
    licenceState: 'CO',
    nationalId: { type: 'social_security', number: '123-45-6789' },
    parents: null,
  },
  BR: {
    streetAddress: 'Rua das Laranjeiras 210',
    city: 'Rio de Janeiro',
    state: 'RJ',
    postalCode: '22240-003',
    phoneCode: '55',
    phoneNumber: '21987654321',
    licenceState: 'RJ',
    nationalId: { type: 'cpf', number: '123.456.789-09' },
    parents: { father: 'Paulo', mother: 'Ana' },
  },
  IN: {
    streetAddress: '42 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
    phoneCode: '91',
    phoneNumber: '9876543210',
    licenceState: 'Karnataka',
    nationalId: null,
    parents: { father: 'Rajesh', mother: null },
  },
};

export function samplePlace(countryCode: string, phoneCode: string): SamplePlace {
  return (
    PLACES[countryCode] ?? {
      streetAddress: '1 Station Road',
      city: 'Springfield',
      state: null,
      postalCode: '0000',
      phoneCode,
      // A +1 number has the North American plan's 10 digits (spec 000 §5); 555-01xx is reserved for fiction.
      phoneNumber: phoneCode === '1' ? '2025550143' : '5550100',
      licenceState: null,
      nationalId: null,
      parents: null,
    }
  );
}

/** The scenario candidates (server/scenarios.ts) who are men; the name step asks a gender (spec 000 §5). */
const MALE_SAMPLE_FIRST_NAMES: readonly string[] = ['Callum', 'Daniel', 'Marcus', 'Ethan', 'Tama'];

export const sampleGender = (firstName: string): 'male' | 'female' =>
  MALE_SAMPLE_FIRST_NAMES.includes(firstName) ? 'male' : 'female';

/** Employers, institutions and organisations a sandbox candidate has been with. */
export const SAMPLE_EMPLOYERS = ['Riverside Community Services Ltd', 'Northfield Trading Co', 'Lakeview Facilities Ltd'];
export const SAMPLE_INSTITUTIONS = ['Westbrook University', 'Eastgate Institute of Technology', 'Southmoor College'];
export const SAMPLE_DIRECTORSHIP = 'Harbour Street Holdings Ltd';
/** First and last names of the sample referees, taken in turn. */
export const SAMPLE_REFEREES = [
  ['Margaret', 'Osei'],
  ['Thomas', 'Lindqvist'],
  ['Aisha', 'Rahman'],
  ['Daniel', 'Moreau'],
] as const;
