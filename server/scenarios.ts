/**
 * Sample requests an organisation might send, one per situation a tester or a demo needs to reach.
 * `npm run invite -- --scenario NAME` creates one; the server's start-up banner links to one; docs/scenarios.md
 * describes each. Together they carry every check type and every named check level (domain/checks.ts), so each
 * section of the candidate's flow is reachable from some link.
 *
 * People and companies are invented; e-mail addresses and form links use the reserved example domains
 * (RFC 2606), so nothing here can reach a real person.
 */
import { CHECK_LEVELS, SCOTLAND_REGION } from '../domain/checks';
import type { OrgRequestInput } from '../domain/org-request.schema';

export const SCENARIO_NAMES = [
  'gb-dbs-enhanced',
  'gb-scotland-basic',
  'gb-financial-services',
  'gb-digital-id',
  'gb-rescreening',
  'au-acic',
  'nz-police-vetting',
  'us-employment',
  'br-family-names',
  'expired',
  'profile-removed',
  'completed',
] as const;

export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export interface Scenario {
  /** One line: who is checked, by whom, and what the scenario lets a tester see. */
  description: string;
  request: OrgRequestInput;
}

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value);
}

/**
 * A self-contained monogram logo. A data: URL needs no network and no file on disk, so the header shows a
 * company logo on a machine without internet access; the SPA falls back to its default logo when there is none.
 */
function monogramLogo(initials: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48">` +
    `<rect width="48" height="48" rx="10" fill="${background}"/>` +
    `<text x="24" y="31" font-family="Arial,Helvetica,sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const L = CHECK_LEVELS;

export const SCENARIOS: Record<ScenarioName, Scenario> = {
  'gb-dbs-enhanced': {
    description:
      'England: a care home hires a senior care assistant. Enhanced DBS, right to work, ID, 5 years of employment, ' +
      'two care-sector references, qualification, occupational health and COVID-19 vaccination proof.',
    request: {
      company: {
        name: 'Meadowbank Care Group Ltd',
        logo_url: monogramLogo('MC', '#1d6b5f'),
        contact_email: 'recruitment@meadowbank-care.example',
        contact_phone: '+44 20 7946 0321',
      },
      candidate: { first_name: 'Olivia', last_name: 'Bennett', email: 'olivia.bennett@example.com' },
      country: 'GB',
      checks: [
        // Regulated activity with adults: Enhanced DBS (the barred-list search rides on the same application).
        { type: 'criminal_record', level: [L.enhanced] },
        { type: 'right_to_work' },
        { type: 'id_check' },
        { type: 'employment' },
        {
          type: 'reference',
          reference_check_config: [
            {
              questionnaire: 'care-sector-employment',
              name_displayed: 'Employment reference',
              // Schedule 3 of the care regulations asks for conduct evidence from past care employers.
              minimum_criteria_count: 2,
              note_to_candidate:
                'Please include your most recent employer, and any employer where you worked with children or vulnerable adults.',
              relationship: ['manager', 'previous_manager', 'colleague'],
            },
          ],
        },
        { type: 'professional_qualification', minimum_criteria_count: 1 },
        { type: 'occupational_health' },
        { type: 'covid_19_vaccination_proof' },
      ],
      employment: { minimum_criteria_count_type: 'year', criteria_count: 5, allow_personal_email_address: false },
    },
  },

  'gb-scotland-basic': {
    description:
      'Scotland: a hotel hires a night porter. Basic disclosure from Disclosure Scotland (region scotland: Scottish ' +
      'consent, phone and mother’s maiden name), right to work, ID and 3 years of employment.',
    request: {
      company: {
        name: 'Firth & Loch Hotels Ltd',
        logo_url: monogramLogo('FL', '#23406e'),
        contact_email: 'people@firthandloch.example',
      },
      candidate: { first_name: 'Callum', last_name: 'MacLeod', email: 'callum.macleod@example.com' },
      country: 'GB',
      checks: [
        { type: 'criminal_record', level: [L.basic], region: SCOTLAND_REGION },
        { type: 'right_to_work' },
        { type: 'id_check' },
        { type: 'employment' },
      ],
      employment: { minimum_criteria_count_type: 'year', criteria_count: 3, allow_personal_email_address: true },
    },
  },

  'gb-financial-services': {
    description:
      'England: an FCA-authorised investment firm appoints a Head of Compliance (senior manager function). Standard ' +
      'DBS, an overseas criminal record search in India, CIFAS, credit, bankruptcy, directorships, fitness and ' +
      'propriety, sanctions, adverse media, degrees, qualifications, 6 years of employment and regulatory references.',
    request: {
      company: {
        name: 'Harbourside Capital Partners LLP',
        logo_url: monogramLogo('HC', '#0b3954'),
        contact_email: 'onboarding@harbourside-capital.example',
        contact_phone: '+44 20 7946 0874',
      },
      candidate: { first_name: 'Priya', last_name: 'Raman', email: 'priya.raman@example.com' },
      country: 'GB',
      checks: [
        // Senior manager functions are eligible for a Standard DBS under the Exceptions Order.
        { type: 'criminal_record', level: [L.standard] },
        // The candidate lived in India within the look-back period, so a search runs there too.
        { type: 'criminal_record', level: [L.extraJurisdiction], country: 'IN' },
        { type: 'financial_regulatory', level: [L.cifas] },
        { type: 'credit' },
        { type: 'bankruptcy' },
        { type: 'directorship' },
        { type: 'fitness_and_proprietary' },
        { type: 'global_sanctions' },
        { type: 'adverse_media' },
        // A first degree and a master's are both declared on the application, so both are verified.
        { type: 'academic_qualification', level: [L.twoQualifications], minimum_criteria_count: 2 },
        { type: 'professional_qualification', minimum_criteria_count: 1 },
        { type: 'employment' },
        {
          type: 'reference',
          reference_check_config: [
            {
              // SYSC 22: a regulatory reference from every employer of the last six years.
              questionnaire: 'fca-regulatory-reference',
              name_displayed: 'Regulatory reference (SYSC 22)',
              minimum_criteria_count: 2,
              note_to_candidate:
                'Give the compliance or HR contact of each regulated firm you worked for in the last six years.',
              relationship: ['manager', 'previous_manager'],
            },
            {
              questionnaire: 'character-reference',
              name_displayed: 'Character reference',
              minimum_criteria_count: 1,
              note_to_candidate: null,
              relationship: ['mentor', 'client', 'peer', 'personal'],
            },
          ],
        },
      ],
      // Written consent to the credit search and to contacting past regulated employers.
      consent_form_link: 'https://forms.harbourside-capital.example/screening-consent.pdf',
      employment: { minimum_criteria_count_type: 'year', criteria_count: 6, allow_personal_email_address: false },
    },
  },

  'gb-digital-id': {
    description:
      'England: a logistics firm hires an HGV driver. Basic DBS, right to work and ID through a certified digital ' +
      'identity provider, a DVLA driving licence check and instant employment verification from the tax record.',
    request: {
      company: {
        name: 'Northgate Logistics Ltd',
        logo_url: monogramLogo('NL', '#c2571a'),
        contact_email: 'hr@northgate-logistics.example',
      },
      candidate: { first_name: 'Daniel', last_name: 'Okafor', email: 'daniel.okafor@example.com' },
      country: 'GB',
      checks: [
        { type: 'criminal_record', level: [L.basic], require_digital_id_verification: true },
        { type: 'right_to_work', require_digital_id_verification: true },
        { type: 'id_check', require_digital_id_verification: true },
        { type: 'driving_license' },
        { type: 'instant_employment' },
      ],
      employment: { minimum_criteria_count_type: 'year', criteria_count: 3, allow_personal_email_address: true },
    },
  },

  'gb-rescreening': {
    description:
      'England: a security company rescreens a serving officer (BS 7858). Rescreening request: Basic DBS with ' +
      'document upload instead of digital ID, credit, sanctions, 5 years of address proof, updated ID documents ' +
      'and social media.',
    request: {
      company: {
        name: 'Sentinel Shield Security Ltd',
        logo_url: monogramLogo('SS', '#3d3d3d'),
        contact_phone: '+44 161 496 0512',
      },
      candidate: { first_name: 'Hannah', last_name: 'Whitfield', email: 'hannah.whitfield@example.com' },
      country: 'GB',
      is_rescreening: true,
      // Rescreening proves identity from uploaded documents, not a fresh digital ID.
      use_digital_id_for_rescreening: false,
      checks: [
        { type: 'criminal_record', level: [L.basic] },
        { type: 'credit' },
        { type: 'global_sanctions' },
        { type: 'address_document', minimum_criteria_count: 5 },
        { type: 'document' },
        { type: 'social_media' },
      ],
    },
  },

  'au-acic': {
    description:
      'Australia: a Commonwealth-funded aged care provider hires a personal care worker. Nationally coordinated ' +
      'criminal history check through an ACIC-accredited body and an AFP national police check, 100-point ID, ' +
      'right to work, NDIS worker screening clearance, certificate, 5 years of employment and references.',
    request: {
      company: {
        name: 'Eucalypt Community Care Pty Ltd',
        logo_url: monogramLogo('EC', '#4f7a28'),
        contact_email: 'careers@eucalypt-care.example',
        contact_phone: '+61 2 5550 1234',
      },
      candidate: { first_name: 'Chloe', last_name: 'Nguyen', email: 'chloe.nguyen@example.com' },
      country: 'AU',
      checks: [
        // Both police checks on one criminal record check: ACIC consent and documents, then the AFP form and points.
        { type: 'criminal_record', level: [L.acic, L.afp] },
        { type: 'id_check', level: [L.hundredPoint] },
        { type: 'right_to_work' },
        // The NDIS worker screening clearance is uploaded as a document.
        { type: 'document' },
        // Certificate III in Individual Support.
        { type: 'academic_qualification', level: [L.oneQualification], minimum_criteria_count: 1 },
        { type: 'employment' },
        {
          type: 'reference',
          reference_check_config: [
            {
              questionnaire: 'aged-care-reference',
              name_displayed: 'Work reference',
              minimum_criteria_count: 2,
              note_to_candidate: 'At least one referee should have supervised your care work.',
              relationship: ['manager', 'previous_manager', 'colleague', 'tertiary_education_professor'],
            },
          ],
        },
      ],
      employment: { minimum_criteria_count_type: 'year', criteria_count: 5, allow_personal_email_address: true },
    },
  },

  'nz-police-vetting': {
    description:
      'New Zealand: a home support provider hires a support worker who drives between clients. NZ Police vetting ' +
      'with a signed vetting consent form, a Ministry of Justice criminal record check, an NZ driver licence record ' +
      'and 7 years of addresses.',
    request: {
      company: {
        name: 'Kōwhai Home Support Ltd',
        logo_url: monogramLogo('KH', '#b58900'),
        contact_email: 'kaimahi@kowhai-support.example',
      },
      candidate: { first_name: 'Aroha', last_name: 'Ngata', email: 'aroha.ngata@example.com' },
      country: 'NZ',
      checks: [
        // A core worker under the Children's Act needs a Police vet; the MoJ record covers the full conviction history.
        { type: 'criminal_record', level: [L.policeVetting, L.moj] },
        { type: 'driving_license', level: [L.nzDrivingLicence] },
        { type: 'right_to_work' },
        { type: 'employment' },
      ],
      // The NZ Police Vetting Service needs the candidate's signed request and consent form.
      consent_form_link: 'https://forms.kowhai-home-support.example/nz-police-vetting-consent.pdf',
      employment: { minimum_criteria_count_type: 'year', criteria_count: 5, allow_personal_email_address: true },
    },
  },

  'us-employment': {
    description:
      'United States: a logistics company hires a regional operations manager. FCRA disclosure and authorization ' +
      'forms, criminal and civil court searches, SSN trace, motor vehicle record, 5-panel drug screen, OFAC ' +
      'sanctions, social media, degree and the last 3 employers.',
    request: {
      company: {
        name: 'Summit Ridge Logistics, Inc.',
        logo_url: monogramLogo('SR', '#7a1f2b'),
        contact_email: 'hiring@summitridge.example',
        contact_phone: '+1 303 555 0147',
      },
      candidate: { first_name: 'Marcus', last_name: 'Johnson', email: 'marcus.johnson@example.com' },
      country: 'US',
      checks: [
        { type: 'criminal_record' },
        { type: 'civil' },
        // SSN trace: the identity step asks for the social security number.
        { type: 'id_check' },
        { type: 'driving_license' },
        { type: 'drug_screening' },
        { type: 'global_sanctions' },
        { type: 'social_media' },
        // Every degree on the application is verified; the candidate lists at least two.
        { type: 'academic_qualification', level: [L.unlimitedQualifications], minimum_criteria_count: 2 },
        { type: 'employment' },
      ],
      // FCRA: a stand-alone disclosure, and the candidate's written authorization.
      disclosure_form_link: 'https://forms.summit-ridge.example/fcra-disclosure.pdf',
      consent_form_link: 'https://forms.summit-ridge.example/fcra-authorization.pdf',
      // US checks verify the last few employers rather than a span of years.
      employment: { minimum_criteria_count_type: 'role', criteria_count: 3, allow_personal_email_address: true },
    },
  },

  'br-family-names': {
    description:
      'Brazil: a fintech hires a risk analyst with two family names. Father’s and mother’s full names, CPF, ' +
      'criminal record certificates, civil court search, sanctions, adverse media, ID documents, degree and ' +
      '5 years of employment.',
    request: {
      // No logo and no contact: the header shows the product's default logo, the home page names the company only.
      company: { name: 'Atlântica Soluções Financeiras Ltda.', logo_url: null },
      // Brazilian names carry the mother's family name then the father's: "Costa Ribeiro".
      candidate: { first_name: 'Mariana', last_name: 'Costa Ribeiro', email: 'mariana.costaribeiro@example.com' },
      country: 'BR',
      checks: [
        // Federal and state criminal record certificates (certidões de antecedentes criminais).
        { type: 'criminality' },
        { type: 'civil' },
        { type: 'id_check' },
        { type: 'global_sanctions' },
        { type: 'adverse_media' },
        // Copies of the RG and the CPF card.
        { type: 'document' },
        { type: 'academic_qualification', minimum_criteria_count: 1 },
        { type: 'employment' },
      ],
      employment: { minimum_criteria_count_type: 'year', criteria_count: 5, allow_personal_email_address: true },
    },
  },

  expired: {
    description:
      'England: a retailer’s invitation to a store assistant that has passed its expiry date; the link shows the ' +
      '"This link has now expired" page with the company to contact.',
    request: {
      company: {
        name: 'Thornbury Retail Group plc',
        logo_url: monogramLogo('TR', '#5b2a86'),
        contact_email: 'colleague.hr@thornbury-retail.example',
      },
      candidate: { first_name: 'Ethan', last_name: 'Clarke', email: 'ethan.clarke@example.com' },
      country: 'GB',
      checks: [
        { type: 'criminal_record', level: [L.basic] },
        { type: 'right_to_work' },
        { type: 'employment' },
      ],
      employment: { minimum_criteria_count_type: 'year', criteria_count: 2, allow_personal_email_address: true },
      sandbox_state: 'expired',
    },
  },

  'profile-removed': {
    description:
      'Australia: a hospitality group withdrew its request for a bar supervisor; the link shows the "request is no ' +
      'longer available" page.',
    request: {
      company: {
        name: 'Harbour City Hospitality Pty Ltd',
        logo_url: monogramLogo('HH', '#006d77'),
        contact_email: 'jobs@harbourcity-hospitality.example',
        contact_phone: '+61 2 5550 9876',
      },
      candidate: { first_name: 'Sophie', last_name: 'Walker', email: 'sophie.walker@example.com' },
      country: 'AU',
      checks: [
        { type: 'criminal_record', level: [L.afp] },
        { type: 'id_check', level: [L.hundredPoint] },
        { type: 'right_to_work' },
      ],
      sandbox_state: 'profile_removed',
    },
  },

  completed: {
    description:
      'New Zealand: a forestry crew member who has already submitted; the link shows "Your Information Has Been ' +
      'Received!" with the New Zealand occupational health and drug-test instructions.',
    request: {
      // The code the candidate quotes when booking the drug test (completion page, spec 000 §1).
      company: {
        name: 'Kauri Coast Forestry Ltd',
        logo_url: monogramLogo('KC', '#2e5e3e'),
        nz_company_code: 'KCF-2231',
        contact_email: 'people@kauricoast.example',
        contact_phone: '+64 9 555 0192',
      },
      candidate: { first_name: 'Tama', last_name: 'Wiremu', email: 'tama.wiremu@example.com' },
      country: 'NZ',
      checks: [
        { type: 'criminal_record', level: [L.moj] },
        { type: 'driving_license', level: [L.nzDrivingLicence] },
        // Safety-sensitive work: pre-employment drug test and fitness for work.
        { type: 'drug_screening' },
        { type: 'occupational_health' },
        { type: 'employment' },
      ],
      employment: { minimum_criteria_count_type: 'year', criteria_count: 3, allow_personal_email_address: true },
      sandbox_state: 'completed',
    },
  },
};
