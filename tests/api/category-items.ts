import { expect } from "vitest";
import type { CollectionName } from "../../shared/collections/index.ts";
import type { Harness } from "./harness.ts";

export type Item = { id: number; title: string; category: string; featured: boolean } & Record<string, unknown>;

/** Published a while before the harness clock's start (2026-01-15), and a moment still to come. */
export const PAST = "2025-06-01T09:00:00.000Z";
export const FUTURE = "2026-03-01T09:00:00.000Z";

/** Creates items through the API as staff (published unless told otherwise), expecting 201. */
export function itemWriter(harness: () => Harness, token: () => string) {
  return async function create(name: CollectionName, json: Record<string, unknown>): Promise<Item> {
    const res = await harness().call("POST", `/api/${name}`, { token: token(), json: { published_at: PAST, ...json } });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Item;
  };
}

/** A minimal resource of a category; the file is a link, which the collection takes as well as an upload. */
export const resource = (title: string, category: string, extra: Record<string, unknown> = {}) => ({
  title,
  category,
  file_url: "https://files.example.org/guide.pdf",
  ...extra,
});
