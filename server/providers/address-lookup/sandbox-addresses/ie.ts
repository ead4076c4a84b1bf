/**
 * Ireland: An Post's order (building, street, post town, Dublin's postal district as its town) with the county
 * as `state` and the seven-character Eircode, routing key and unique identifier separated by a space.
 */
import type { SandboxAddress } from '../sandbox-data';

export const IE_ADDRESSES: readonly SandboxAddress[] = [
  { line1: 'Leinster House', line2: 'Kildare Street', city: 'Dublin 2', state: 'Co. Dublin', postcode: 'D02 XR20' },
  { line1: 'Trinity College Dublin', line2: 'College Green', city: 'Dublin 2', state: 'Co. Dublin', postcode: 'D02 PN40' },
  { line1: 'National Gallery of Ireland', line2: 'Merrion Square West', city: 'Dublin 2', state: 'Co. Dublin', postcode: 'D02 K303' },
  { line1: 'Apartment 4, 15 Upper Baggot Street', city: 'Dublin 4', state: 'Co. Dublin', postcode: 'D04 W6R3' },
  { line1: 'General Post Office', line2: "O'Connell Street Lower", city: 'Dublin 1', state: 'Co. Dublin', postcode: 'D01 F5P2' },
  { line1: 'Croke Park', line2: "Jones's Road", city: 'Dublin 3', state: 'Co. Dublin', postcode: 'D03 P6K7' },
  { line1: 'Guinness Storehouse', line2: "St. James's Gate", city: 'Dublin 8', state: 'Co. Dublin', postcode: 'D08 VF8H' },
  { line1: 'Áras an Uachtaráin', line2: 'Phoenix Park', city: 'Dublin 8', state: 'Co. Dublin', postcode: 'D08 E1W3' },
  { line1: '22 Sandymount Road', line2: 'Sandymount', city: 'Dublin 4', state: 'Co. Dublin', postcode: 'D04 H2K6' },
  { line1: 'Dún Laoghaire Harbour', line2: 'Harbour Road', city: 'Dún Laoghaire', state: 'Co. Dublin', postcode: 'A96 N6T7' },
  { line1: 'City Hall', line2: 'Anglesea Street', city: 'Cork', state: 'Co. Cork', postcode: 'T12 T997' },
  { line1: 'University College Cork', line2: 'College Road', city: 'Cork', state: 'Co. Cork', postcode: 'T12 K8AF' },
  { line1: 'The English Market', line2: 'Princes Street', city: 'Cork', state: 'Co. Cork', postcode: 'T12 NC8Y' },
  { line1: 'Flat 6, 31 MacCurtain Street', city: 'Cork', state: 'Co. Cork', postcode: 'T23 E2X4' },
  { line1: 'Blarney Castle', city: 'Blarney', state: 'Co. Cork', postcode: 'T23 Y598' },
  { line1: 'University of Galway', line2: 'University Road', city: 'Galway', state: 'Co. Galway', postcode: 'H91 TK33' },
  { line1: 'Galway City Museum', line2: 'Spanish Parade', city: 'Galway', state: 'Co. Galway', postcode: 'H91 CX5P' },
  { line1: '14 Shop Street', city: 'Galway', state: 'Co. Galway', postcode: 'H91 D2W8' },
  { line1: "King John's Castle", line2: 'Nicholas Street', city: 'Limerick', state: 'Co. Limerick', postcode: 'V94 FNT1' },
  { line1: 'University of Limerick', line2: 'Castletroy', city: 'Limerick', state: 'Co. Limerick', postcode: 'V94 T9PX' },
  { line1: 'Kilkenny Castle', line2: 'The Parade', city: 'Kilkenny', state: 'Co. Kilkenny', postcode: 'R95 YRK1' },
  { line1: 'House of Waterford Crystal', line2: 'The Mall', city: 'Waterford', state: 'Co. Waterford', postcode: 'X91 P2XK' },
  { line1: 'Muckross House', line2: 'Killarney National Park', city: 'Killarney', state: 'Co. Kerry', postcode: 'V93 CK73' },
  { line1: 'Athlone Castle', line2: 'Castle Street', city: 'Athlone', state: 'Co. Westmeath', postcode: 'N37 A6D8' },
  { line1: "St. Peter's Church", line2: 'West Street', city: 'Drogheda', state: 'Co. Louth', postcode: 'A92 X0K7' },
  { line1: 'The Model', line2: 'The Mall', city: 'Sligo', state: 'Co. Sligo', postcode: 'F91 TP20' },
];
