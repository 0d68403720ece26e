export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const stringOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
