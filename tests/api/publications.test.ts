import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Publication } from "../../shared/publications.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();

describe.each(kinds)("publications API on %s", (kind) => {
  let h: Harness;
  let token: string;
  const past = "2025-06-01T09:00:00.000Z";
  const create = async (json: Record<string, unknown>) => {
    const res = await h.call("POST", "/api/publications", { token, json });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Publication;
  };

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
  });
  afterAll(() => h.close());

  it("creates a publication from the admin's full payload, with its defaults", async () => {
    const res = await h.call("POST", "/api/publications", {
      token,
      json: {
        title: "County Budget Guide",
        type: null,
        description: null,
        pdf_url: "/uploads/0123456789abcdef0123456789abcdef.pdf",
        featured: false,
        published_at: past,
        pages: null,
        size: null,
        read_time: null,
      },
    });
    expect(res.status).toBe(201);
    const item = (await res.json()) as Publication;
    expect(res.headers.get("location")).toBe(`/api/publications/${item.id}`);
    expect(item).toMatchObject({
      title: "County Budget Guide",
      slug: "county-budget-guide",
      type: "Report",
      description: "",
      featured: false,
      published_at: past,
      pages: null,
      size: "—",
      read_time: "—",
    });
    expect(await (await h.call("GET", `/api/publications/${item.id}`)).json()).toEqual(item);
  });

  it("keeps the given type, pages (also as text), size and read time", async () => {
    const item = await create({
      title: "Policy Brief on Participation",
      type: "Policy Brief",
      pdf_url: "https://example.org/brief.pdf",
      pages: "12",
      size: "2.1MB",
      read_time: "5 min",
      published_at: past,
    });
    expect(item).toMatchObject({ type: "Policy Brief", pages: 12, size: "2.1MB", read_time: "5 min" });
  });

  it("requires a title and a PDF URL, and names bad fields", async () => {
    const res = await h.call("POST", "/api/publications", { token, json: { pages: -1, pdf_url: "ftp://x" } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { details: Record<string, string> };
    expect(body.details).toEqual({
      title: "Title is required",
      pdf_url: "PDF URL must be a relative path like /uploads/… or an http(s) URL",
      pages: "Pages must be at least 1",
    });
  });

  it("gives clashing titles -2 and updates partially, renaming the slug with the title", async () => {
    const a = await create({ title: "Annual Report", pdf_url: "/uploads/a.pdf", published_at: past, pages: 10 });
    const b = await create({ title: "Annual Report", pdf_url: "/uploads/b.pdf", published_at: past });
    expect(b.slug).toBe("annual-report-2");
    const res = await h.call("PUT", `/api/publications/${a.id}`, {
      token,
      json: { title: "Annual Report 2025", featured: true },
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as Publication;
    expect(updated).toMatchObject({
      slug: "annual-report-2025",
      featured: true,
      pages: 10,
      pdf_url: "/uploads/a.pdf",
      published_at: past,
    });
    const invalid = await h.call("PUT", `/api/publications/${a.id}`, { token, json: { pdf_url: "" } });
    expect(invalid.status).toBe(400);
  });

  it("shows drafts and scheduled publications to staff only, newest first", async () => {
    const draft = await create({ title: "Draft Report", pdf_url: "/uploads/d.pdf" });
    const soon = await create({
      title: "Soon Report",
      pdf_url: "/uploads/s.pdf",
      published_at: "2026-02-01T00:00:00Z",
    });
    const newest = await create({
      title: "Newest Report",
      pdf_url: "/uploads/n.pdf",
      published_at: "2026-01-10T00:00:00Z",
    });
    const visitor = (await (await h.call("GET", "/api/publications")).json()) as { items: Publication[] };
    const ids = visitor.items.map((i) => i.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(soon.id);
    expect(ids[0]).toBe(newest.id);
    expect((await h.call("GET", `/api/publications/${draft.id}`)).status).toBe(404);
    const staff = (await (await h.call("GET", "/api/publications", { token })).json()) as { items: Publication[] };
    expect(staff.items.map((i) => i.id)).toEqual(expect.arrayContaining([draft.id, soon.id]));
    const limited = (await (await h.call("GET", "/api/publications?limit=1")).json()) as {
      items: Publication[];
      total: number;
    };
    expect(limited.items).toHaveLength(1);
    expect(limited.total).toBe(visitor.items.length);
  });

  it("deletes, answers 404 for unknown ids and refuses writes without a token", async () => {
    const item = await create({ title: "Short Lived", pdf_url: "/uploads/x.pdf", published_at: past });
    expect((await h.call("DELETE", `/api/publications/${item.id}`)).status).toBe(401);
    expect((await h.call("PUT", `/api/publications/${item.id}`, { json: { title: "y" } })).status).toBe(401);
    expect(
      (await h.call("POST", "/api/publications", { json: { title: "y", pdf_url: "/uploads/y.pdf" } })).status,
    ).toBe(401);
    expect((await h.call("DELETE", `/api/publications/${item.id}`, { token })).status).toBe(204);
    const gone = await h.call("GET", `/api/publications/${item.id}`, { token });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: "Publication not found" });
    expect((await h.call("PUT", "/api/publications/424242", { token, json: { title: "z" } })).status).toBe(404);
    expect((await h.call("DELETE", "/api/publications/424242", { token })).status).toBe(404);
  });
});
