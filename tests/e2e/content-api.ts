import { expect } from "vitest";
import { apiToken } from "./admin-support.ts";

/** Staff API calls for the journeys: set up or change state without the admin UI. */
export async function staffApi(baseUrl: string) {
  const token = await apiToken(baseUrl);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    expect(res.ok, `${method} ${path}: ${JSON.stringify(json)}`).toBe(true);
    return json;
  };
  return {
    call,
    createNews: (body: Record<string, unknown>) =>
      call("POST", "/api/news", body) as Promise<{ id: number; slug: string }>,
    updateNews: (id: number, body: Record<string, unknown>) =>
      call("PUT", `/api/news/${id}`, body) as Promise<{ id: number; slug: string }>,
    createPublication: (body: Record<string, unknown>) =>
      call("POST", "/api/publications", body) as Promise<{ id: number; slug: string }>,
  };
}

/** The raw HTML of a page, fetched without a browser (as a link-preview bot would). */
export async function rawHtml(url: string): Promise<{ status: number; html: string }> {
  const res = await fetch(url, { redirect: "manual", headers: { "User-Agent": "WhatsApp/2.23 (test)" } });
  return { status: res.status, html: await res.text() };
}

/** The content attribute of <meta property|name="key">. */
export function metaContent(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`));
  return tag?.[1]?.replace(/&amp;/g, "&");
}
