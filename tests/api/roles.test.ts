import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECTION_NAMES } from "../../shared/collections/index.ts";
import type { Role } from "../../shared/roles.ts";
import { databaseKinds } from "../support/databases.ts";
import { SAMPLES } from "./collection-samples.ts";
import { type Harness, startHarness } from "./harness.ts";
import { addStaff } from "./staff-support.ts";

const kinds = await databaseKinds();
const PAST = "2025-06-01T09:00:00.000Z";

/** The Finance officer's calls are checked in donations-admin.test.ts. */
type Who = Exclude<Role, "finance"> | "visitor";
type Call = { method: string; path: string; json?: unknown; upload?: boolean };
/** Every role's expected status for one call; 403s are also checked for their message. */
type Row = { name: string; call: (ids: Ids) => Call; expect: Record<Who, number>; refusal?: string };
type Ids = { othersDraft: number; deletable: () => number };

const CONTENT = "Your role can't change this content. Ask an Editor or an Administrator.";

const matrix: Row[] = [
  {
    name: "create a news draft",
    call: () => ({ method: "POST", path: "/api/news", json: { title: "Ward meeting notes" } }),
    expect: { admin: 201, editor: 201, author: 201, visitor: 401 },
  },
  {
    name: "publish news",
    call: () => ({ method: "POST", path: "/api/news", json: { title: "Published notes", published_at: PAST } }),
    expect: { admin: 201, editor: 201, author: 403, visitor: 401 },
    refusal: "Authors can save news only as drafts. An Editor or Administrator publishes it.",
  },
  {
    name: "edit someone else's draft",
    call: ({ othersDraft }) => ({ method: "PUT", path: `/api/news/${othersDraft}`, json: { excerpt: "Edited." } }),
    expect: { admin: 200, editor: 200, author: 403, visitor: 401 },
    refusal: "Authors can edit only their own drafts. Ask an Editor or Administrator.",
  },
  {
    name: "delete news",
    call: ({ deletable }) => ({ method: "DELETE", path: `/api/news/${deletable()}` }),
    expect: { admin: 204, editor: 204, author: 403, visitor: 401 },
    refusal: CONTENT,
  },
  {
    name: "create a publication",
    call: () => ({
      method: "POST",
      path: "/api/publications",
      json: { title: "County budget guide", pdf_url: "https://example.org/guide.pdf" },
    }),
    expect: { admin: 201, editor: 201, author: 403, visitor: 401 },
    refusal: CONTENT,
  },
  ...COLLECTION_NAMES.map(
    (name): Row => ({
      name: `publish an item of ${name}`,
      call: () => ({ method: "POST", path: `/api/${name}`, json: { ...SAMPLES[name].item, published_at: PAST } }),
      expect: { admin: 201, editor: 201, author: 403, visitor: 401 },
      refusal: CONTENT,
    }),
  ),
  {
    name: "change a setting",
    call: () => ({
      method: "PUT",
      path: "/api/settings/listen_live_url",
      json: { value: "https://radio.example.org/live" },
    }),
    expect: { admin: 200, editor: 403, author: 403, visitor: 401 },
    refusal: "Only an Administrator can change settings.",
  },
  {
    name: "upload an image",
    call: () => ({ method: "POST", path: "/api/upload", upload: true }),
    expect: { admin: 201, editor: 201, author: 201, visitor: 401 },
  },
  {
    name: "list staff accounts",
    call: () => ({ method: "GET", path: "/api/users" }),
    expect: { admin: 200, editor: 403, author: 403, visitor: 401 },
    refusal: "Only an Administrator can manage staff accounts.",
  },
  {
    name: "change a staff account",
    call: ({ othersDraft }) => ({ method: "PUT", path: `/api/users/${othersDraft}`, json: { role: "author" } }),
    expect: { admin: 404, editor: 403, author: 403, visitor: 401 },
    refusal: "Only an Administrator can manage staff accounts.",
  },
  {
    name: "read the audit log",
    call: () => ({ method: "GET", path: "/api/audit" }),
    expect: { admin: 200, editor: 403, author: 403, visitor: 401 },
    refusal: "Only an Administrator can read the audit log.",
  },
  {
    name: "require two-factor sign-in",
    call: () => ({ method: "GET", path: "/api/security" }),
    expect: { admin: 200, editor: 403, author: 403, visitor: 401 },
    refusal: "Only an Administrator can manage staff accounts.",
  },
  {
    name: "see the mail outbox",
    call: () => ({ method: "GET", path: "/api/mail/status" }),
    expect: { admin: 200, editor: 200, author: 403, visitor: 401 },
    refusal: "Your role can't open the inbox. Ask an Editor or an Administrator.",
  },
  {
    name: "read one's own account",
    call: () => ({ method: "GET", path: "/api/me" }),
    expect: { admin: 200, editor: 200, author: 200, visitor: 401 },
  },
];

describe.each(kinds)("roles × endpoints on %s", (kind) => {
  let h: Harness;
  const tokens = {} as Record<Exclude<Role, "finance">, string>;
  let ids: Ids;
  let png: Buffer;

  beforeAll(async () => {
    h = await startHarness(kind);
    for (const role of ["admin", "editor", "author"] as const) tokens[role] = (await addStaff(h, role)).token;
    const create = async (json: object) => {
      const res = await h.call("POST", "/api/news", { token: tokens.editor, json });
      return ((await res.json()) as { id: number }).id;
    };
    const spare: number[] = [];
    for (let i = 0; i < 8; i++) spare.push(await create({ title: `Spare item ${i}` }));
    ids = { othersDraft: await create({ title: "The Editor's draft" }), deletable: () => spare.pop()! };
    png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#2a7" } })
      .png()
      .toBuffer();
  });
  afterAll(() => h.close());

  for (const row of matrix) {
    for (const who of ["admin", "editor", "author", "visitor"] as const) {
      it(`${who}: ${row.name} → ${row.expect[who]}`, async () => {
        const { method, path, json, upload } = row.call(ids);
        let body: FormData | undefined;
        if (upload) {
          body = new FormData();
          body.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "dot.png");
        }
        const token = who === "visitor" ? undefined : tokens[who];
        const res = await h.call(method, path, { token, json, body });
        expect(res.status, await res.clone().text()).toBe(row.expect[who]);
        if (res.status === 403) expect(await res.json()).toEqual({ error: row.refusal });
      });
    }
  }

  it("lets an Author edit their own draft, but not publish it or edit it once published", async () => {
    const author = await addStaff(h, "author");
    const created = await h.call("POST", "/api/news", { token: author.token, json: { title: "Voter education day" } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const edit = await h.call("PUT", `/api/news/${id}`, { token: author.token, json: { excerpt: "Bring your ID." } });
    expect(edit.status).toBe(200);
    const publish = await h.call("PUT", `/api/news/${id}`, { token: author.token, json: { published_at: PAST } });
    expect(publish.status).toBe(403);
    expect(await publish.json()).toEqual({
      error: "Authors can save news only as drafts. An Editor or Administrator publishes it.",
    });
    const byEditor = await h.call("PUT", `/api/news/${id}`, { token: tokens.editor, json: { published_at: PAST } });
    expect(byEditor.status).toBe(200);
    const after = await h.call("PUT", `/api/news/${id}`, { token: author.token, json: { excerpt: "Changed." } });
    expect(after.status).toBe(403);
  });
});
