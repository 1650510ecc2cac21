import { type Kysely, sql } from "kysely";
import { formErrors } from "../../shared/form-errors.ts";
import type { Locale } from "../../shared/locales.ts";
import type { Database } from "../db/schema.ts";
import { HttpError } from "../http/errors.ts";

/**
 * Places at an event with a capacity (docs/product.md, "Messages"): each stored
 * registration takes as many places as the people it names, counted atomically
 * in the database with one conditional update, so a burst of registrations
 * can never take more places than there are, on any number of instances.
 */
export const fullMessage = (title: string, locale: Locale = "en") => formErrors(locale).form.eventFull(title);
export const fewerMessage = (title: string, left: number, locale: Locale = "en") =>
  formErrors(locale).form.eventFewer(title, left);

/** The published event a registration's reference names, when it has a capacity (null: no such event, or no limit). */
export async function limitedEvent(
  db: Kysely<Database>,
  reference: string,
  now: Date,
): Promise<{ id: number; title: string; capacity: number } | null> {
  const row = await db
    .selectFrom("collection_items")
    .select(["id", "title", "data"])
    .where("collection", "=", "events")
    .where("title", "=", reference)
    .where("published_at", "is not", null)
    .where("published_at", "<=", now)
    .orderBy("starts_at", "desc")
    .executeTakeFirst();
  if (!row) return null;
  const capacity = (JSON.parse(row.data) as { capacity?: unknown }).capacity;
  return typeof capacity === "number" ? { id: Number(row.id), title: row.title, capacity } : null;
}

/**
 * What a registration asks of an event's places: the event it names, for how many people,
 * when, and the language of a refusal.
 */
export type PlacesClaim = { reference: string; people: number; now: Date; locale: Locale };

/** Places taken at each event (for the event page's "full" state). */
export async function placesTaken(db: Kysely<Database>, eventId: number): Promise<number> {
  const row = await db.selectFrom("event_places").select("taken").where("event_id", "=", eventId).executeTakeFirst();
  return Number(row?.taken ?? 0);
}

/** Takes the claimed places at the event a registration names; 409 with a clear message when they are not free. */
export async function takePlaces(db: Kysely<Database>, { reference, people, now, locale }: PlacesClaim): Promise<void> {
  const event = await limitedEvent(db, reference, now);
  if (!event) return;
  await db
    .insertInto("event_places")
    .values({ event_id: event.id, taken: 0 })
    .onConflict((oc) => oc.column("event_id").doNothing())
    .execute();
  const result = await db
    .updateTable("event_places")
    .set({ taken: sql<number>`${sql.ref("taken")} + ${people}` })
    .where("event_id", "=", event.id)
    .where(sql<boolean>`${sql.ref("taken")} + ${people} <= ${event.capacity}`)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return;
  throw notFree(event.title, event.capacity - (await placesTaken(db, event.id)), locale);
}

function notFree(title: string, free: number, locale: Locale): HttpError {
  const left = Math.max(0, free);
  const message = left === 0 ? fullMessage(title, locale) : fewerMessage(title, left, locale);
  return new HttpError(409, "event_full", message, { details: left === 0 ? undefined : { people: message } });
}

/**
 * Refuses a registration that could not get its places, before anything of the
 * message is judged or spent (its form stamp stays good for the corrected form).
 * Only a check: `takePlaces` takes them, atomically, with the message.
 */
export async function checkPlaces(
  db: Kysely<Database>,
  { reference, people, now, locale }: PlacesClaim,
): Promise<void> {
  const event = await limitedEvent(db, reference, now);
  if (!event) return;
  const free = event.capacity - (await placesTaken(db, event.id));
  if (free < people) throw notFree(event.title, free, locale);
}
