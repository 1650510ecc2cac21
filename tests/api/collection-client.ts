import { expect } from "vitest";
import type { Harness } from "./harness.ts";

/** Published well before the harness clock's start, unless the item says otherwise. */
export const PAST = "2025-06-01T09:00:00.000Z";

export type CreatedItem = { id: number; updated_at: string } & Record<string, unknown>;

/** Creates a collection item through the API as staff (published in the past by default); expects 201. */
export async function createItem(h: Harness, token: string, name: string, json: Record<string, unknown>) {
  const res = await h.call("POST", `/api/${name}`, { token, json: { published_at: PAST, ...json } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as CreatedItem;
}
