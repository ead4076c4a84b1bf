/**
 * United States: USPS order (number and street with its directional, then unit), the state's two-letter code
 * (the District of Columbia as DC), and the ZIP code, some with their ZIP+4.
 */
import type { SandboxAddress } from '../sandbox-data';

export const US_ADDRESSES: readonly SandboxAddress[] = [
  { line1: '1600 Pennsylvania Avenue NW', city: 'Washington', state: 'DC', postcode: '20500-0003' },
  { line1: '1 First Street NE', line2: 'Supreme Court of the U.S.', city: 'Washington', state: 'DC', postcode: '20543' },
  { line1: '101 Independence Avenue SE', line2: 'Library of Congress', city: 'Washington', state: 'DC', postcode: '20540' },
  { line1: '600 Independence Avenue SW', city: 'Washington', state: 'DC', postcode: '20560' },
  { line1: '1400 Defense Pentagon', city: 'Washington', state: 'DC', postcode: '20301-1400' },
  { line1: '350 Fifth Avenue', line2: 'Empire State Building', city: 'New York', state: 'NY', postcode: '10118' },
  { line1: '30 Rockefeller Plaza', city: 'New York', state: 'NY', postcode: '10112' },
  { line1: '11 Wall Street', city: 'New York', state: 'NY', postcode: '10005' },
  { line1: '1000 Fifth Avenue', city: 'New York', state: 'NY', postcode: '10028' },
  { line1: '215 W 88th Street', line2: 'Apt. 4B', city: 'New York', state: 'NY', postcode: '10024' },
  { line1: '233 S Wacker Drive', city: 'Chicago', state: 'IL', postcode: '60606' },
  { line1: '111 S Michigan Avenue', city: 'Chicago', state: 'IL', postcode: '60603' },
  { line1: '1060 W Addison Street', city: 'Chicago', state: 'IL', postcode: '60613' },
  { line1: "10000 W O'Hare Avenue", city: 'Chicago', state: 'IL', postcode: '60666' },
  { line1: '1 Dr. Carlton B. Goodlett Place', city: 'San Francisco', state: 'CA', postcode: '94102' },
  { line1: '151 Third Street', city: 'San Francisco', state: 'CA', postcode: '94103' },
  { line1: 'Pier 39', line2: 'The Embarcadero', city: 'San Francisco', state: 'CA', postcode: '94133' },
  { line1: '200 N Spring Street', city: 'Los Angeles', state: 'CA', postcode: '90012' },
  { line1: '1200 Getty Center Drive', city: 'Los Angeles', state: 'CA', postcode: '90049' },
  { line1: '400 Broad Street', city: 'Seattle', state: 'WA', postcode: '98109' },
  { line1: '85 Pike Street', line2: 'Suite 500', city: 'Seattle', state: 'WA', postcode: '98101' },
  { line1: '4 Jersey Street', city: 'Boston', state: 'MA', postcode: '02215' },
  { line1: '1 City Hall Square', city: 'Boston', state: 'MA', postcode: '02201' },
  { line1: '520 Chestnut Street', city: 'Philadelphia', state: 'PA', postcode: '19106' },
  { line1: '1100 Congress Avenue', city: 'Austin', state: 'TX', postcode: '78701' },
  { line1: '901 Bagby Street', city: 'Houston', state: 'TX', postcode: '77002' },
  { line1: '3500 Pan American Drive', city: 'Miami', state: 'FL', postcode: '33133' },
  { line1: '200 E Colfax Avenue', city: 'Denver', state: 'CO', postcode: '80203' },
  { line1: '1300 Perdido Street', city: 'New Orleans', state: 'LA', postcode: '70112' },
  { line1: '415 S Beretania Street', city: 'Honolulu', state: 'HI', postcode: '96813' },
  { line1: '1 Infinite Loop', city: 'Cupertino', state: 'CA', postcode: '95014' },
  { line1: '2101 N 7th Street', line2: 'Unit 3', city: 'Winston-Salem', state: 'NC', postcode: '27105' },
];
