/**
 * Australia: Australia Post's order (unit or level, number and street, then locality, state abbreviation and
 * four-digit postcode, the Northern Territory's starting with 0).
 */
import type { SandboxAddress } from '../sandbox-data';

export const AU_ADDRESSES: readonly SandboxAddress[] = [
  { line1: 'Sydney Opera House', line2: 'Bennelong Point', city: 'Sydney', state: 'NSW', postcode: '2000' },
  { line1: 'Level 5, 1 Martin Place', city: 'Sydney', state: 'NSW', postcode: '2000' },
  { line1: '455 George Street', city: 'Sydney', state: 'NSW', postcode: '2000' },
  { line1: 'Unit 4, 12 Campbell Parade', city: 'Bondi Beach', state: 'NSW', postcode: '2026' },
  { line1: 'Taronga Zoo', line2: 'Bradleys Head Road', city: 'Mosman', state: 'NSW', postcode: '2088' },
  { line1: '290 King Street', city: 'Newcastle', state: 'NSW', postcode: '2300' },
  { line1: 'Federation Square', line2: 'Corner Swanston Street and Flinders Street', city: 'Melbourne', state: 'VIC', postcode: '3000' },
  { line1: 'Queen Victoria Market', line2: 'Queen Street', city: 'Melbourne', state: 'VIC', postcode: '3000' },
  { line1: 'Melbourne Cricket Ground', line2: 'Brunton Avenue', city: 'Richmond', state: 'VIC', postcode: '3002' },
  { line1: 'Shop 3, 128 Acland Street', city: 'St Kilda', state: 'VIC', postcode: '3182' },
  { line1: '64 Adelaide Street', line2: 'City Hall', city: 'Brisbane City', state: 'QLD', postcode: '4000' },
  { line1: 'Stanley Street Plaza', city: 'South Brisbane', state: 'QLD', postcode: '4101' },
  { line1: 'Q1 Tower, 9 Hamilton Avenue', city: 'Surfers Paradise', state: 'QLD', postcode: '4217' },
  { line1: 'The Esplanade', city: 'Cairns City', state: 'QLD', postcode: '4870' },
  { line1: '601 Hay Street', line2: 'Perth Town Hall', city: 'Perth', state: 'WA', postcode: '6000' },
  { line1: 'Kings Park', line2: 'Fraser Avenue', city: 'West Perth', state: 'WA', postcode: '6005' },
  { line1: 'Fremantle Markets', line2: 'Corner South Terrace and Henderson Street', city: 'Fremantle', state: 'WA', postcode: '6160' },
  { line1: '128 King William Street', line2: 'Adelaide Town Hall', city: 'Adelaide', state: 'SA', postcode: '5000' },
  { line1: 'Adelaide Central Market', line2: '44-60 Gouger Street', city: 'Adelaide', state: 'SA', postcode: '5000' },
  { line1: "Unit 7, 23 O'Connell Street", city: 'North Adelaide', state: 'SA', postcode: '5006' },
  { line1: '50 Macquarie Street', line2: 'Hobart Town Hall', city: 'Hobart', state: 'TAS', postcode: '7000' },
  { line1: '655 Main Road', line2: 'Museum of Old and New Art', city: 'Berriedale', state: 'TAS', postcode: '7011' },
  { line1: '18-28 St John Street', city: 'Launceston', state: 'TAS', postcode: '7250' },
  { line1: 'Parliament House', line2: 'Parliament Drive', city: 'Canberra', state: 'ACT', postcode: '2600' },
  { line1: 'Australian War Memorial', line2: 'Treloar Crescent', city: 'Campbell', state: 'ACT', postcode: '2612' },
  { line1: 'National Gallery of Australia', line2: 'Parkes Place', city: 'Parkes', state: 'ACT', postcode: '2600' },
  { line1: 'Parliament House', line2: 'Mitchell Street', city: 'Darwin City', state: 'NT', postcode: '0800' },
  { line1: 'Mindil Beach', line2: 'Maria Liddell Drive', city: 'The Gardens', state: 'NT', postcode: '0820' },
  { line1: 'Alice Springs Desert Park', line2: 'Larapinta Drive', city: 'Alice Springs', state: 'NT', postcode: '0870' },
];
