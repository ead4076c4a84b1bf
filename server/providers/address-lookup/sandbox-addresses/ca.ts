/**
 * Canada: Canada Post's order (unit, number and street with its direction, then municipality, the province or
 * territory's two-letter code and the postal code A1A 1A1); Quebec's addresses in French.
 */
import type { SandboxAddress } from '../sandbox-data';

export const CA_ADDRESSES: readonly SandboxAddress[] = [
  { line1: '111 Wellington Street', city: 'Ottawa', state: 'ON', postcode: 'K1A 0A9' },
  { line1: '24 Sussex Drive', city: 'Ottawa', state: 'ON', postcode: 'K1M 1M4' },
  { line1: '290 Bremner Boulevard', city: 'Toronto', state: 'ON', postcode: 'M5V 3L9' },
  { line1: '100 Queen Street West', city: 'Toronto', state: 'ON', postcode: 'M5H 2N2' },
  { line1: "100 Queen's Park", city: 'Toronto', state: 'ON', postcode: 'M5S 2C6' },
  { line1: 'Suite 2100, 40 King Street West', city: 'Toronto', state: 'ON', postcode: 'M5H 1H1' },
  { line1: 'Unit 805, 1 Bloor Street East', city: 'Toronto', state: 'ON', postcode: 'M4W 0A8' },
  { line1: '275 Rue Notre-Dame Est', city: 'Montréal', state: 'QC', postcode: 'H2Y 1C6' },
  { line1: '110 Rue Notre-Dame Ouest', city: 'Montréal', state: 'QC', postcode: 'H2Y 1T2' },
  { line1: '1455 Boulevard De Maisonneuve Ouest', city: 'Montréal', state: 'QC', postcode: 'H3G 1M8' },
  { line1: '1 Rue des Carrières', city: 'Québec', state: 'QC', postcode: 'G1R 4P5' },
  { line1: '453 West 12th Avenue', city: 'Vancouver', state: 'BC', postcode: 'V5Y 1V4' },
  { line1: '999 Canada Place', city: 'Vancouver', state: 'BC', postcode: 'V6C 3T4' },
  { line1: '845 Avison Way', city: 'Vancouver', state: 'BC', postcode: 'V6G 3E2' },
  { line1: '501 Belleville Street', city: 'Victoria', state: 'BC', postcode: 'V8V 2L8' },
  { line1: '101 9 Avenue SW', city: 'Calgary', state: 'AB', postcode: 'T2P 1J9' },
  { line1: '800 Macleod Trail SE', city: 'Calgary', state: 'AB', postcode: 'T2P 2M5' },
  { line1: '10800 97 Avenue NW', city: 'Edmonton', state: 'AB', postcode: 'T5K 2B6' },
  { line1: '8882 170 Street NW', city: 'Edmonton', state: 'AB', postcode: 'T5T 4J2' },
  { line1: '85 Israel Asper Way', city: 'Winnipeg', state: 'MB', postcode: 'R3C 0L5' },
  { line1: '450 Broadway', city: 'Winnipeg', state: 'MB', postcode: 'R3C 0V8' },
  { line1: '2405 Legislative Drive', city: 'Regina', state: 'SK', postcode: 'S4S 0B3' },
  { line1: '102 Spadina Crescent East', city: 'Saskatoon', state: 'SK', postcode: 'S7K 0L3' },
  { line1: '1055 Marginal Road', line2: 'Pier 21', city: 'Halifax', state: 'NS', postcode: 'B3H 4P7' },
  { line1: '706 Queen Street', city: 'Fredericton', state: 'NB', postcode: 'E3B 1C5' },
  { line1: '165 Richmond Street', city: 'Charlottetown', state: 'PE', postcode: 'C1A 1J1' },
  { line1: '9 Bonaventure Avenue', city: "St. John's", state: 'NL', postcode: 'A1C 5P9' },
  { line1: '2121 2nd Avenue', city: 'Whitehorse', state: 'YT', postcode: 'Y1A 1C2' },
  { line1: '4570 48 Street', city: 'Yellowknife', state: 'NT', postcode: 'X1A 2L9' },
  { line1: '926 Federal Road', city: 'Iqaluit', state: 'NU', postcode: 'X0A 0H0' },
];
