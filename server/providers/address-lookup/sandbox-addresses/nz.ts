/**
 * New Zealand: NZ Post's order (unit, number and street, then suburb, town or city with its four-digit
 * postcode); `state` is the region, which NZ Post does not print but the address record keeps.
 */
import type { SandboxAddress } from '../sandbox-data';

export const NZ_ADDRESSES: readonly SandboxAddress[] = [
  { line1: 'Parliament Buildings, Molesworth Street', line2: 'Pipitea', city: 'Wellington', state: 'Wellington', postcode: '6011' },
  { line1: '55 Cable Street', line2: 'Te Aro', city: 'Wellington', state: 'Wellington', postcode: '6011' },
  { line1: '280 Lambton Quay', line2: 'Wellington Central', city: 'Wellington', state: 'Wellington', postcode: '6011' },
  { line1: 'Flat 3, 21 Oriental Parade', line2: 'Oriental Bay', city: 'Wellington', state: 'Wellington', postcode: '6011' },
  { line1: '1 Weka Street', line2: 'Miramar', city: 'Wellington', state: 'Wellington', postcode: '6022' },
  {
    line1: 'Sky Tower, Corner Victoria Street and Federal Street',
    line2: 'Auckland Central',
    city: 'Auckland',
    state: 'Auckland',
    postcode: '1010',
  },
  { line1: '12 Queen Street', line2: 'Auckland Central', city: 'Auckland', state: 'Auckland', postcode: '1010' },
  { line1: 'Auckland War Memorial Museum, Domain Drive', line2: 'Parnell', city: 'Auckland', state: 'Auckland', postcode: '1010' },
  { line1: 'Unit 2, 45 Ponsonby Road', line2: 'Ponsonby', city: 'Auckland', state: 'Auckland', postcode: '1011' },
  { line1: "Flat 1, 7 St Mary's Road", line2: 'St Marys Bay', city: 'Auckland', state: 'Auckland', postcode: '1011' },
  { line1: 'Eden Park, Reimers Avenue', line2: 'Kingsland', city: 'Auckland', state: 'Auckland', postcode: '1024' },
  {
    line1: 'Corner Worcester Boulevard and Montreal Street',
    line2: 'Christchurch Central',
    city: 'Christchurch',
    state: 'Canterbury',
    postcode: '8013',
  },
  {
    line1: 'Canterbury Museum, Rolleston Avenue',
    line2: 'Christchurch Central',
    city: 'Christchurch',
    state: 'Canterbury',
    postcode: '8013',
  },
  { line1: '16 Kahu Road', line2: 'Riccarton', city: 'Christchurch', state: 'Canterbury', postcode: '8041' },
  { line1: '16 Anzac Avenue', line2: 'Dunedin Central', city: 'Dunedin', state: 'Otago', postcode: '9016' },
  { line1: '145 Camp Road', line2: 'Otago Peninsula', city: 'Dunedin', state: 'Otago', postcode: '9077' },
  { line1: '53 Brecon Street', city: 'Queenstown', state: 'Otago', postcode: '9300' },
  { line1: 'Hamilton Gardens, Hungerford Crescent', line2: 'Hamilton East', city: 'Hamilton', state: 'Waikato', postcode: '3216' },
  { line1: 'Te Puia, Hemo Road', line2: 'Tihiotonga', city: 'Rotorua', state: 'Bay of Plenty', postcode: '3010' },
  { line1: '120 The Strand', city: 'Tauranga', state: 'Bay of Plenty', postcode: '3110' },
  { line1: '546 Marine Parade', line2: 'Napier South', city: 'Napier', state: "Hawke's Bay", postcode: '4110' },
  { line1: '42 Queen Street', city: 'New Plymouth', state: 'Taranaki', postcode: '4310' },
  { line1: '326 Main Street', city: 'Palmerston North', state: 'Manawatū-Whanganui', postcode: '4410' },
  { line1: '10 Stout Street', city: 'Gisborne', state: 'Gisborne', postcode: '4010' },
  { line1: 'Christ Church Cathedral, Trafalgar Street', city: 'Nelson', state: 'Nelson', postcode: '7010' },
  { line1: '91 Dent Street', city: 'Whangārei', state: 'Northland', postcode: '0110' },
  { line1: 'Queens Park, Queens Drive', city: 'Invercargill', state: 'Southland', postcode: '9810' },
];
