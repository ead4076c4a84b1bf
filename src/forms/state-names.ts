/**
 * The state names the address and identity steps offer and the check of the answers shows, in the reader's language
 * (spec 000 §5: the US and Australian state dropdowns). The codes and English names are domain/details/address-fields.ts's; a test holds the two to each other.
 * Two lists, as WA is Washington in one and Western Australia in the other.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const US_STATE_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  AL: msg`Alabama`,
  AK: msg`Alaska`,
  AZ: msg`Arizona`,
  AR: msg`Arkansas`,
  CA: msg`California`,
  CO: msg`Colorado`,
  CT: msg`Connecticut`,
  DE: msg`Delaware`,
  DC: msg`District of Columbia`,
  FL: msg`Florida`,
  GA: msg`Georgia`,
  HI: msg`Hawaii`,
  ID: msg`Idaho`,
  IL: msg`Illinois`,
  IN: msg`Indiana`,
  IA: msg`Iowa`,
  KS: msg`Kansas`,
  KY: msg`Kentucky`,
  LA: msg`Louisiana`,
  ME: msg`Maine`,
  MD: msg`Maryland`,
  MA: msg`Massachusetts`,
  MI: msg`Michigan`,
  MN: msg`Minnesota`,
  MS: msg`Mississippi`,
  MO: msg`Missouri`,
  MT: msg`Montana`,
  NE: msg`Nebraska`,
  NV: msg`Nevada`,
  NH: msg`New Hampshire`,
  NJ: msg`New Jersey`,
  NM: msg`New Mexico`,
  NY: msg`New York`,
  NC: msg`North Carolina`,
  ND: msg`North Dakota`,
  OH: msg`Ohio`,
  OK: msg`Oklahoma`,
  OR: msg`Oregon`,
  PA: msg`Pennsylvania`,
  RI: msg`Rhode Island`,
  SC: msg`South Carolina`,
  SD: msg`South Dakota`,
  TN: msg`Tennessee`,
  TX: msg`Texas`,
  UT: msg`Utah`,
  VT: msg`Vermont`,
  VA: msg`Virginia`,
  WA: msg`Washington`,
  WV: msg`West Virginia`,
  WI: msg`Wisconsin`,
  WY: msg`Wyoming`,
};

/** Shared with the identity step's licence states. */
export const AU_STATE_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  NSW: msg`New South Wales`,
  VIC: msg`Victoria`,
  QLD: msg`Queensland`,
  WA: msg`Western Australia`,
  SA: msg`South Australia`,
  TAS: msg`Tasmania`,
  ACT: msg`Australian Capital Territory`,
  NT: msg`Northern Territory`,
};
