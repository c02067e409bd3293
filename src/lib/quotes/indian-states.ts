// India's states and union territories with their GST state codes (the first two digits of a
// GSTIN): a quote charges CGST and SGST within one state, IGST between two.

export const INDIAN_STATES = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
} as const;

export type StateCode = keyof typeof INDIAN_STATES;

export const stateCodes = Object.keys(INDIAN_STATES) as StateCode[];

export const isStateCode = (value: string): value is StateCode =>
  Object.hasOwn(INDIAN_STATES, value);

/** The state code of a state's name as typed in the business details ('maharashtra' -> '27'). */
export function stateCodeOfName(name: string): StateCode | null {
  const wanted = name.trim().toLowerCase();
  return stateCodes.find((code) => INDIAN_STATES[code].toLowerCase() === wanted) ?? null;
}

// 2 digits of state, a PAN (5 letters, 4 digits, a letter), the entity number, Z, a check character.
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** True for a GSTIN of a known state whose check character is right (the GSTN's mod-36 rule). */
export function isValidGstin(gstin: string): boolean {
  if (!GSTIN_PATTERN.test(gstin) || !isStateCode(gstin.slice(0, 2))) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(gstin[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] === gstin[14];
}
