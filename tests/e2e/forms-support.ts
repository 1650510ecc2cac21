import type { Page } from "playwright-core";
import type { Message } from "../../shared/message-kinds.ts";
import { apiToken } from "./admin-support.ts";

/** Shared steps of the form journeys (contact, apply, register, newsletter, inbox). */

/** The forms refuse what is sent within 3 seconds of showing them (a robot's speed): a person takes longer. */
export const humanPause = (page: Page) => page.waitForTimeout(3200);

export type StoredMessage = Message;

/** The messages staff see, newest first, through the API (every folder). */
export async function storedMessages(baseUrl: string, query = ""): Promise<StoredMessage[]> {
  const token = await apiToken(baseUrl);
  const items: StoredMessage[] = [];
  for (const status of ["inbox", "spam", "archived"]) {
    const res = await fetch(`${baseUrl}/api/messages?status=${status}&limit=100&${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    items.push(...((await res.json()) as { items: StoredMessage[] }).items);
  }
  return items.sort((a, b) => b.id - a.id);
}

/** The link in a mail's text that starts with `prefix`. */
export function linkFrom(text: string | undefined, prefix: string): string {
  const match = new RegExp(`${prefix.replace(/[.?]/g, "\\$&")}[^\\s]+`).exec(text ?? "");
  if (!match) throw new Error(`no link starting ${prefix} in:\n${text}`);
  return match[0];
}
