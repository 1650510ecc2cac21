/** Normalises values read from either database into one shape. */

export function toIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function toBool(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1;
}
