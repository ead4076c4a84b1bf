// @vitest-environment jsdom
/**
 * The address history step through the real router and form, with the API and the address service faked: the years
 * asked and how far back the history must go, every error on its field, the address search (found, chosen and
 * cleaned into the fields; a failed search; a failed retrieve; manual entry beside it), Add by keyboard with the
 * derived move-out date, the whole history posted as one array, the server's refusal on the record's field and on
 * the list, a US address's state list and ZIP code, the saved history shown again, and the skip of a 0-year request.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddressSuggestion, LookedUpAddress } from '../../../domain/address-lookup';
import { historyMustStartBy } from '../../../domain/details/address-fields';
import { yearsBefore } from '../../../domain/calendar';
import { MESSAGES } from '../../../domain/messages';
import type * as Minimums from '../../../domain/minimums';
import { minimumAddressYears } from '../../../domain/minimums';
import type { AddressRecord, CandidateDetails, Country, ReferenceResponse } from '../../../domain/reference-response';
import { buildResponse, type CheckSpec } from '../../../domain/testing/build-response';
import { countriesQueryOptions } from '../../api/countries/get-countries';
import { candidateToday } from '../../../domain/today';
import { formatDate } from '../../app/format-date';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { renderApp } from '../../testing/render-app';
import { problemTargets } from './testing/render-details-step';

vi.mock('../../../domain/minimums', async (importOriginal) => {
  const actual = await importOriginal<typeof Minimums>();
  return { ...actual, minimumAddressYears: vi.fn(actual.minimumAddressYears) };
});

const URL = '/candidate-feedback/details/address?guid=guid-1&user_token=token-1';
const SAVE_PATH = '/api/oneform/guid-1/response-1/details/address/';
/** A reference check in the UK: name, birth and address only, 5 years of addresses (the fallback). */
const FIVE_YEARS: CheckSpec[] = [{ slug: 'reference' }];
/** A US employment check: the current address only. */
const ONE_YEAR: CheckSpec[] = [{ slug: 'employment' }];

const COUNTRIES: Country[] = [
  { id: 1, guid: 'c1', name: 'United Kingdom', short_name: 'GB', countryPhoneCode: '44' },
  { id: 2, guid: 'c2', name: 'United States of America', short_name: 'US', countryPhoneCode: '1' },
  { id: 3, guid: 'c3', name: 'New Zealand', short_name: 'NZ', countryPhoneCode: '64' },
];

const TODAY = candidateToday();
const yearsAgo = (years: number) => yearsBefore(TODAY, years);

/** A request whose address step is the one left: name and birth saved. */
function addressRequest(checks: CheckSpec[] = FIVE_YEARS, saved: AddressRecord[] = [], country = 'GB'): ReferenceResponse {
  const fixture = referenceResponseFixture();
  const { reference_request: request } = buildResponse({ country, checks });
  return {
    ...fixture,
    reference_request: { ...fixture.reference_request, checks: request.checks, country_code: country },
    candidate_details: [
      { first_name: 'Ada', date_of_birth: '1980-01-01', country_of_birth: 1, is_completed: true } as CandidateDetails,
    ],
    candidate_address_details: saved,
  };
}

const SUGGESTIONS: AddressSuggestion[] = [
  { id: 'GB|0001', text: "Flat 3, St. Mary's Court", description: 'Stoke-on-Trent ST4 1AA' },
  { id: 'GB|0002', text: '10 Downing Street', description: 'London SW1A 2AA' },
];
const UNRETRIEVABLE: AddressSuggestion = { id: 'GB|unretrievable', text: '1 Nowhere Lane', description: 'Leeds' };
const ADDRESSES: Record<string, LookedUpAddress> = {
  'GB|0001': {
    street_address: "Flat 3, St. Mary's Court",
    street_address_cont: '12-14 Church Lane',
    city: 'Stoke-on-Trent',
    state: 'Staffordshire',
    postal_code: 'ST4 1AA',
    country: 'GB',
  },
};

interface Fakes {
  answer?: (body: unknown) => Response;
}

function renderStep(response: ReferenceResponse, { answer = () => jsonResponse(response) }: Fakes = {}) {
  const saves: unknown[] = [];
  const finds: unknown[] = [];
  const view = renderApp({
    url: URL,
    api: {
      responses: { 'guid-1': response },
      extra: (url, init) => {
        const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : null;
        if (url.pathname === '/api/address-lookup/countries/') return jsonResponse({ countries: ['GB', 'US', 'NZ'] });
        if (url.pathname === '/api/address-lookup/find/' && body) {
          finds.push(body);
          if (body.query?.includes('lookup error')) return jsonResponse({ detail: 'The address service is not available.' }, 502);
          if (body.query?.includes('unretrievable')) return jsonResponse({ results: [UNRETRIEVABLE] });
          return jsonResponse({ results: body.query?.toLowerCase().includes('mary') ? SUGGESTIONS : [] });
        }
        if (url.pathname === '/api/address-lookup/retrieve/' && body) {
          const address = ADDRESSES[body.id ?? ''];
          return address ? jsonResponse({ address }) : jsonResponse({ detail: 'The address service is not available.' }, 502);
        }
        if (url.pathname !== SAVE_PATH || init?.method !== 'POST') return undefined;
        saves.push(body);
        return answer(body);
      },
    },
  });
  return { ...view, saves, finds };
}

/** Waits for the step, then gives the form the fuller country list. */
async function ready(view: ReturnType<typeof renderStep>) {
  await screen.findByRole('group', { name: 'Your addresses' }, { timeout: 15_000 });
  act(() => view.queryClient.setQueryData(countriesQueryOptions().queryKey, COUNTRIES));
}

const record = (name: string) => screen.getByRole('region', { name });
const movedOut = (day: string) => `Date you moved out: ${formatDate(day)}, the day you moved into the address above.`;
const textbox = (scope: HTMLElement, name: string) => within(scope).getByRole<HTMLInputElement>('textbox', { name });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

/** What a control's aria-describedby says: its hint and its error. */
const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

/** Types a yyyy-MM-dd date into a record's segmented date field, year first (see birth-step.test.tsx). */
async function typeDate(scope: HTMLElement, day: string) {
  const [year, month, date] = day.split('-') as [string, string, string];
  const group = within(scope).getByRole('group', { name: 'Date you moved in' });
  const segment = (name: string) => within(group).getByRole('spinbutton', { name: new RegExp(`^${name}`) });
  for (const [name, value] of [['year', year], ['month', month], ['day', date]] as const) {
    act(() => segment(name).focus());
    await userEvent.keyboard(value);
  }
}

async function fillManually(scope: HTMLElement, line1: string, city: string, postcode: string, movedIn: string) {
  await userEvent.type(textbox(scope, 'Address line 1'), line1);
  await userEvent.type(textbox(scope, 'Town or city'), city);
  await userEvent.type(textbox(scope, 'Postcode'), postcode);
  await typeDate(scope, movedIn);
}

afterEach(() => {
  cleanup();
  vi.mocked(minimumAddressYears).mockReset();
});

describe('the address step', { timeout: 45_000 }, () => {
  it('says how far back the addresses must go, and names every missing field of the current address', async () => {
    const view = renderStep(addressRequest());
    await ready(view);
    expect(screen.getByText(/Give every address where you have lived in the last 5 years/)).toBeTruthy();
    const startBy = formatDate(historyMustStartBy(TODAY, 5 * 365));
    expect(screen.getByText(new RegExp(`Your addresses need to go back to ${startBy} or earlier\\.`))).toBeTruthy();
    const current = record('Current address');
    expect(within(current).getByRole<HTMLInputElement>('combobox', { name: 'Country' }).value).toBe('United Kingdom');
    expect(within(current).getByText('You live here now, so there is no date you moved out.')).toBeTruthy();

    await submit();
    expect(await problemTargets()).toEqual([
      '#addresses.0.street_address',
      '#addresses.0.city',
      '#addresses.0.postal_code',
      '#addresses.0.period_residence_from',
    ]);
    const line1 = textbox(current, 'Address line 1');
    expect(line1.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(line1));
    expect(view.saves).toHaveLength(0);
  });

  it('shows each rule’s message on its field', async () => {
    const view = renderStep(addressRequest());
    await ready(view);
    const current = record('Current address');
    await fillManually(current, 'Flat 2, Rose Court', 'Stoke-on-Trent', 'ST41AA', '2099-01-01');
    await submit();

    await waitFor(() => expect(describedBy(textbox(current, 'Address line 1'))).toContain(MESSAGES.addressPunctuation));
    expect(describedBy(textbox(current, 'Town or city'))).toContain(MESSAGES.addressPunctuation);
    expect(describedBy(textbox(current, 'Postcode'))).toContain(MESSAGES.invalidGbPostcode);
    const date = within(current).getByRole('group', { name: 'Date you moved in' });
    expect(describedBy(within(date).getAllByRole('spinbutton')[0]!)).toContain(MESSAGES.dateInFuture);
    expect(view.saves).toHaveLength(0);
  });

  it('finds an address as the candidate types, and fills the fields with it cleaned', async () => {
    const view = renderStep(addressRequest());
    await ready(view);
    const current = record('Current address');
    const search = await within(current).findByRole('combobox', { name: 'Search for the address' });
    await userEvent.type(search, 'St');
    expect(await screen.findByText('Type at least 3 characters of the address')).toBeTruthy();
    expect(view.finds).toHaveLength(0);
    await userEvent.type(search, ' Mary');

    const status = within(current).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('2 addresses found. Choose yours from the list.'));
    // Only the text as typed when the candidate paused was searched.
    expect(view.finds).toEqual([{ query: 'St Mary', country: 'GB', no_groupings: true }]);
    await userEvent.click(await screen.findByRole('option', { name: /Flat 3, St\. Mary's Court/ }));

    await waitFor(() => expect(textbox(current, 'Address line 1').value).toBe('Flat 3 St Marys Court'));
    expect(textbox(current, 'Address line 2 (optional)').value).toBe('12 14 Church Lane');
    expect(textbox(current, 'Town or city').value).toBe('Stoke on Trent');
    expect(textbox(current, 'County, state or region (optional)').value).toBe('Staffordshire');
    expect(textbox(current, 'Postcode').value).toBe('ST4 1AA');
    expect(status.textContent).toBe('The address is filled in below. Check it, and change anything that is wrong.');
    expect(view.finds).toHaveLength(1);
  });

  it('says when the search or the retrieve fails, and the fields stay open to typing', async () => {
    const view = renderStep(addressRequest());
    await ready(view);
    const current = record('Current address');
    const search = await within(current).findByRole('combobox', { name: 'Search for the address' });
    const status = within(current).getByRole('status');

    await userEvent.type(search, 'Nowhere Road');
    await waitFor(() => expect(status.textContent).toBe('No addresses found. Check what you typed, or enter the address below.'));
    expect(screen.getByText('No addresses found')).toBeTruthy();

    await userEvent.clear(search);
    await userEvent.type(search, 'lookup error');
    await waitFor(() =>
      expect(status.textContent).toBe('Whoops! Something went wrong. Please try again. Or enter your address manually.'),
    );
    // The open list hides the rest of the record from assistive technology until the candidate moves on.
    await userEvent.tab();
    await userEvent.type(textbox(current, 'Address line 1'), '14 Harbour Street');
    expect(textbox(current, 'Address line 1').value).toBe('14 Harbour Street');

    await userEvent.clear(search);
    await userEvent.type(search, 'unretrievable');
    await userEvent.click(await screen.findByRole('option', { name: /1 Nowhere Lane/ }));
    await waitFor(() => expect(status.textContent).toBe('Failed to fetch address details.'));
    await userEvent.tab();
    expect(textbox(current, 'Address line 1').value).toBe('14 Harbour Street');
  });

  it('adds earlier addresses by keyboard, derives their move-out dates and posts the history as one array', async () => {
    const view = renderStep(addressRequest(), { answer: () => jsonResponse(addressRequest(FIVE_YEARS, [savedRecord()])) });
    await ready(view);
    const current = record('Current address');
    await fillManually(current, '14 Harbour Street', 'Bristol', 'bs1 5tr', yearsAgo(2));

    const add = screen.getByRole('button', { name: 'Add a previous address' });
    act(() => add.focus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Previous address 1' })));
    const previous = record('Previous address 1');
    expect(within(previous).getByRole<HTMLInputElement>('combobox', { name: 'Country' }).value).toBe('United Kingdom');
    expect(within(previous).getByText(movedOut(yearsAgo(2)))).toBeTruthy();
    await fillManually(previous, '3 Mill Lane', 'Leeds', 'LS1 4AP', yearsAgo(6));
    expect(screen.getByText(`So far your addresses go back to ${formatDate(yearsAgo(6))}, which is far enough.`)).toBeTruthy();
    await submit();

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/candidate-feedback'));
    expect(view.saves).toStrictEqual([
      [
        {
          country: 1,
          street_address: '14 Harbour Street',
          street_address_cont: null,
          city: 'Bristol',
          state: null,
          postal_code: 'BS1 5TR',
          period_residence_from: yearsAgo(2),
          period_residence_to: null,
          is_current_residence: true,
        },
        {
          country: 1,
          street_address: '3 Mill Lane',
          street_address_cont: null,
          city: 'Leeds',
          state: null,
          postal_code: 'LS1 4AP',
          period_residence_from: yearsAgo(6),
          period_residence_to: yearsAgo(2),
          is_current_residence: false,
        },
      ],
    ]);
  });

  it('asks for the years on the list, and lets the message go once the addresses go back far enough', async () => {
    const view = renderStep(addressRequest());
    await ready(view);
    const current = record('Current address');
    await fillManually(current, '14 Harbour Street', 'Bristol', 'BS1 5TR', yearsAgo(2));
    const from = formatDate(yearsAgo(2));
    expect(screen.getByText(`So far your addresses go back to ${from}. Add the address where you lived before then.`)).toBeTruthy();
    await submit();

    const list = screen.getByRole('group', { name: 'Your addresses' });
    expect(await within(list).findByText(MESSAGES.minimumAddressYears)).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: `Your addresses: ${MESSAGES.minimumAddressYears}` }).getAttribute('href')).toBe('#minimumCriteriaCount');
    await waitFor(() => expect(document.activeElement).toBe(summary));

    await userEvent.click(screen.getByRole('button', { name: 'Add a previous address' }));
    const previous = record('Previous address 1');
    await fillManually(previous, '3 Mill Lane', 'Leeds', 'LS1 4AP', yearsAgo(1));
    await waitFor(() => expect(describedBy(within(previous).getAllByRole('spinbutton')[0]!)).toContain(MESSAGES.movedInAfterLaterAddress));
    expect(within(list).getByText(MESSAGES.minimumAddressYears)).toBeTruthy();

    await typeDate(previous, yearsAgo(7));
    await waitFor(() => expect(within(list).queryByText(MESSAGES.minimumAddressYears)).toBeNull());
    expect(describedBy(within(previous).getAllByRole('spinbutton')[0]!)).not.toContain(MESSAGES.movedInAfterLaterAddress);
    expect(view.saves).toHaveLength(0);
  });

  it('shows the server’s refusal on the record’s field and on the list, and stays', async () => {
    const saved = [savedRecord(), olderRecord()];
    const refusal = { '1.postal_code': [MESSAGES.invalidGbPostcode], minimumCriteriaCount: [MESSAGES.minimumAddressYears] };
    const view = renderStep(addressRequest(FIVE_YEARS, saved), { answer: () => jsonResponse(refusal, 400) });
    await ready(view);
    await submit();

    const list = screen.getByRole('group', { name: 'Your addresses' });
    expect(await within(list).findByText(MESSAGES.minimumAddressYears)).toBeTruthy();
    const postcode = textbox(record('Previous address 1'), 'Postcode');
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(postcode)).toContain(MESSAGES.invalidGbPostcode);
    await waitFor(() => expect(document.activeElement).toBe(postcode));
    expect(view.router.state.location.pathname).toBe('/candidate-feedback/details/address');
  });

  it('starts from the saved history, with each move-out date, and removes an address by keyboard', async () => {
    const view = renderStep(addressRequest(FIVE_YEARS, [savedRecord(), olderRecord()]));
    await ready(view);
    expect(textbox(record('Current address'), 'Address line 1').value).toBe('14 Harbour Street');
    const previous = record('Previous address 1');
    expect(textbox(previous, 'Address line 1').value).toBe('3 Mill Lane');
    expect(within(previous).getByText(movedOut(yearsAgo(2)))).toBeTruthy();

    const remove = within(previous).getByRole('button', { name: 'Remove previous address 1' });
    act(() => remove.focus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Current address' })));
    expect(screen.queryByRole('region', { name: 'Previous address 1' })).toBeNull();
  });

  it('asks only the current address of a US request, its state from the list and a ZIP code', async () => {
    const view = renderStep(addressRequest(ONE_YEAR, [], 'US'));
    await ready(view);
    expect(screen.getByText('Give the address where you live now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a previous address' })).toBeNull();
    const current = record('Current address');
    await userEvent.clear(within(current).getByRole('combobox', { name: 'Country' }));
    await userEvent.type(within(current).getByRole('combobox', { name: 'Country' }), 'United St');
    await userEvent.click(await screen.findByRole('option', { name: /United States of America/ }));
    // The examples follow the address's country, and nothing on the page speaks of a postcode.
    expect(describedBy(textbox(current, 'Address line 1'))).toContain('For example, 1600 Pennsylvania Avenue NW.');
    expect(describedBy(textbox(current, 'ZIP code'))).toContain('for example 80202-1234');
    expect(within(current).queryByText(/postcode|0000/i)).toBeNull();

    await userEvent.type(textbox(current, 'Address line 1'), '1450 Pine Ridge Drive');
    await userEvent.type(textbox(current, 'Town or city'), 'Denver');
    await userEvent.type(textbox(current, 'ZIP code'), '8020');
    await typeDate(current, yearsAgo(0).slice(0, 8) + '01');
    await submit();
    await waitFor(() => expect(describedBy(textbox(current, 'ZIP code'))).toContain(MESSAGES.invalidUsPostcode));

    await userEvent.click(within(current).getByRole('button', { name: /State/ }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(51);
    await userEvent.click(screen.getByRole('option', { name: 'Colorado' }));
    await userEvent.clear(textbox(current, 'ZIP code'));
    await userEvent.type(textbox(current, 'ZIP code'), '80202-1234');
    await submit();
    await waitFor(() => expect(view.saves).toHaveLength(1));
    expect(view.saves[0]).toMatchObject([{ country: 2, state: 'CO', postal_code: '80202-1234', is_current_residence: true }]);
  });

  it('offers Skip here when no years are needed, saving an empty history', async () => {
    vi.mocked(minimumAddressYears).mockReturnValue(0);
    const view = renderStep(addressRequest());
    await ready(view);
    expect(screen.getByText(/do not need your address history/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Skip here' }));
    await waitFor(() => expect(view.saves).toStrictEqual([[]]));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/candidate-feedback'));
  });
});

/** The saved address before the current one, lived at from 6 years ago until the current one began. */
function olderRecord(): AddressRecord {
  return {
    ...savedRecord(),
    id: 2,
    street_address: '3 Mill Lane',
    period_residence_from: yearsAgo(6),
    period_residence_to: yearsAgo(2),
    is_current_residence: false,
  };
}

function savedRecord(): AddressRecord {
  return {
    id: 1,
    period_residence_from: yearsAgo(2),
    period_residence_to: null,
    is_current_residence: true,
    country: 1,
    country_name: 'United Kingdom',
    street_address: '14 Harbour Street',
    street_address_cont: null,
    city: 'Bristol',
    state: null,
    postal_code: 'BS1 5TR',
    is_completed: true,
  };
}
