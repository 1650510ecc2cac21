import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewsItem } from "../../shared/news.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();

describe.each(kinds)("news API writes on %s", (kind) => {
  let h: Harness;
  let token: string;
  const create = async (json: Record<string, unknown>) => {
    const res = await h.call("POST", "/api/news", { token, json });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as NewsItem;
  };
  const past = "2025-06-01T09:00:00.000Z";

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
  });
  afterAll(() => h.close());

  it("creates an item from the admin's full payload, with its defaults", async () => {
    const res = await h.call("POST", "/api/news", {
      token,
      json: {
        title: "Budget Hearings in Kitengela",
        excerpt: "Residents asked questions.",
        content: "<p>Hello</p>",
        category: "",
        image_url: null,
        featured: true,
        published_at: past,
      },
    });
    expect(res.status).toBe(201);
    const item = (await res.json()) as NewsItem;
    expect(res.headers.get("location")).toBe(`/api/news/${item.id}`);
    expect(item).toMatchObject({
      title: "Budget Hearings in Kitengela",
      slug: "budget-hearings-in-kitengela",
      excerpt: "Residents asked questions.",
      content: "<p>Hello</p>",
      category: "General",
      image_url: null,
      featured: true,
      published_at: past,
      readTime: "1 min read",
    });
    const fetched = await h.call("GET", `/api/news/${item.id}`, { token });
    expect(await fetched.json()).toEqual(item);
    // Staff see who wrote it; visitors don't.
    expect(item.author_id).toEqual(expect.any(Number));
    const { author_id: _, ...publicView } = item;
    expect(await (await h.call("GET", `/api/news/${item.id}`)).json()).toEqual(publicView);
  });

  it("computes readTime from the content's length", async () => {
    const item = await create({ title: "Long read", content: `<p>${"neno ".repeat(650)}</p>`, published_at: past });
    expect(item.readTime).toBe("4 min read");
  });

  it("answers 400 naming every bad field", async () => {
    const res = await h.call("POST", "/api/news", {
      token,
      json: { title: " ", featured: "yes", image_url: "javascript:alert(1)", published_at: "tomorrow" },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; details: Record<string, string> };
    expect(Object.keys(body.details).sort()).toEqual(["featured", "image_url", "published_at", "title"]);
    expect(body.details.title).toBe("Title is required");
    expect(body.error).toContain("Title is required.");
  });

  it("refuses a body that is not JSON, not an object, the wrong type or too large", async () => {
    const bad = await h.call("POST", "/api/news", {
      token,
      body: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "The request body is not valid JSON." });
    const array = await h.call("POST", "/api/news", { token, json: [1, 2] });
    expect(array.status).toBe(400);
    expect(((await array.json()) as { details: object }).details).toEqual({
      body: "The request body must be a JSON object",
    });
    const form = await h.call("POST", "/api/news", {
      token,
      body: "title=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect(((await form.json()) as { error: string }).error).toMatch(/Content-Type: application\/json/);
    const huge = await h.call("POST", "/api/news", {
      token,
      json: { title: "Big", content: "x".repeat(1024 * 1024 + 10) },
    });
    expect(huge.status).toBe(413);
  });

  it("sanitises hostile HTML on write", async () => {
    const item = await create({
      title: "Hostile",
      content:
        '<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">a</a><img src=x alt=Photo onerror=alert(1)><iframe src="https://e.example"></iframe>',
    });
    expect(item.content).not.toMatch(/script|onclick|onerror|style=|javascript:|iframe|alert/i);
    expect(item.content).toContain("<p>Hi</p>");
    const updated = await h.call("PUT", `/api/news/${item.id}`, {
      token,
      json: { content: "<h2 onmouseover=x>T</h2>" },
    });
    expect(((await updated.json()) as NewsItem).content).toBe("<h2>T</h2>");
  });

  it("updates only the fields it carries, so published_at survives the admin's payload", async () => {
    const item = await create({
      title: "Original",
      excerpt: "E",
      category: "Governance",
      published_at: past,
      featured: true,
    });
    const res = await h.call("PUT", `/api/news/${item.id}`, {
      token,
      json: {
        title: "Original",
        category: "Community",
        excerpt: "New",
        content: "<p>C</p>",
        featured: false,
        image_url: "/uploads/x.png",
        slug: "original",
      },
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as NewsItem;
    expect(updated).toMatchObject({
      published_at: past,
      category: "Community",
      excerpt: "New",
      featured: false,
      image_url: "/uploads/x.png",
      slug: "original",
    });
    const partial = (await (
      await h.call("PUT", `/api/news/${item.id}`, { token, json: { featured: true } })
    ).json()) as NewsItem;
    expect(partial).toMatchObject({ title: "Original", excerpt: "New", featured: true, published_at: past });
  });

  it("deletes an item and its old slugs", async () => {
    const item = await create({ title: "To Delete", published_at: past });
    await h.call("PUT", `/api/news/${item.id}`, { token, json: { title: "To Delete Renamed" } });
    const res = await h.call("DELETE", `/api/news/${item.id}`, { token });
    expect(res.status).toBe(204);
    expect((await h.call("GET", `/api/news/${item.id}`, { token })).status).toBe(404);
    expect((await h.call("GET", "/api/news/slug/to-delete", { token })).status).toBe(404);
  });

  it("refuses every write without a valid staff token", async () => {
    const item = await create({ title: "Guarded", published_at: past });
    const attempts: Array<[string, string, unknown]> = [
      ["POST", "/api/news", { title: "x" }],
      ["PUT", `/api/news/${item.id}`, { title: "x" }],
      ["DELETE", `/api/news/${item.id}`, undefined],
    ];
    for (const [method, path, json] of attempts) {
      const none = await h.call(method, path, { json });
      expect(none.status, `${method} ${path}`).toBe(401);
      expect(await none.json()).toEqual({ error: "Please sign in to continue." });
      const bad = await h.call(method, path, { json, token: "forged-token-forged-token-forged" });
      expect(bad.status).toBe(401);
      expect(await bad.json()).toEqual({ error: "Your session is not valid. Please sign in again." });
    }
    expect((await h.call("GET", `/api/news/${item.id}`)).status).toBe(200);
  });
});
