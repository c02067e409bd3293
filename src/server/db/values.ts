import 'server-only';

// Bridges the two engines: rows read back the same whatever stored them.

export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toIsoOrNull(value: Date | string | null): string | null {
  return value === null ? null : toIso(value);
}

export function toJson(value: unknown): string {
  return JSON.stringify(value);
}

export function nowIso(): string {
  return new Date().toISOString();
}
