import { EAT_OFFSET_MS } from "../../shared/east-africa-time.ts";

/**
 * Broadcasts go out only between 08:00 and 19:00 East Africa Time
 * (docs/product.md, "SMS"): nobody is woken or texted late by a bulk message.
 * A broadcast due outside those hours waits for the next 08:00.
 */
export const SENDING_HOURS = { from: 8, until: 19 } as const;

const eatHour = (at: Date) => new Date(at.getTime() + EAT_OFFSET_MS).getUTCHours();

export const withinSendingHours = (at: Date): boolean => {
  const hour = eatHour(at);
  return hour >= SENDING_HOURS.from && hour < SENDING_HOURS.until;
};

/** `at` itself when within the hours, else the next 08:00 EAT. */
export function nextSendingTime(at: Date): Date {
  if (withinSendingHours(at)) return at;
  const local = new Date(at.getTime() + EAT_OFFSET_MS);
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const opening = day + SENDING_HOURS.from * 3600_000 - EAT_OFFSET_MS;
  return new Date(eatHour(at) < SENDING_HOURS.from ? opening : opening + 86400_000);
}

/** The EAT calendar day of `at` as 'YYYY-MM-DD'. */
export const eatDay = (at: Date) => new Date(at.getTime() + EAT_OFFSET_MS).toISOString().slice(0, 10);

/** 'YYYY-MM-DD' (an EAT day) at hh:00 EAT as an instant. */
export const eatDayAt = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00+03:00`);
