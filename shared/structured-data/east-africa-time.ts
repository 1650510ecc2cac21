/** A moment as East Africa Time with its offset ("2026-03-01T09:00:00+03:00"); null when unreadable. */
export function eastAfricaTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  return `${new Date(time + 3 * 60 * 60 * 1000).toISOString().slice(0, 19)}+03:00`;
}
