/**
 * Google asks for a map position to at least 5 decimal places (about a metre). Counted on the
 * number as it is stored and shown in the structured data, where zeros at the end are not kept.
 */
export const GEO_DECIMALS = 5;

export const geoDecimals = (value: unknown): number =>
  (String(Number(value)).split('.')[1] ?? '').length;

export const hasGeoPrecision = (value: unknown): boolean => geoDecimals(value) >= GEO_DECIMALS;
