import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOKEN_KEY } from "./admin-session.ts";
import { apiUrl } from "./api-base.ts";
import { ApiError, apiFetch, NETWORK_ERROR } from "./api-client.ts";

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

let local: Storage;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  local = memoryStorage();
  vi.stubGlobal("window", { localStorage: local, sessionStorage: memoryStorage() });
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const answer = (status: number, body: string) =>
  fetchMock.mockResolvedValueOnce(new Response(status === 204 ? null : body, { status }));

describe("apiUrl", () => {
  it("uses the same origin by default", () => {
    expect(apiUrl("/api/news")).toBe("/api/news");
  });
  it("uses VITE_API_BASE with its trailing slashes trimmed", () => {
    vi.stubEnv("VITE_API_BASE", "https://api.example.org//");
    expect(apiUrl("/api/news")).toBe("https://api.example.org/api/news");
  });
});

describe("apiFetch", () => {
  it("sends JSON with the stored bearer token and parses the answer", async () => {
    local.setItem(TOKEN_KEY, "abc123");
    answer(200, JSON.stringify({ items: [1] }));
    expect(await apiFetch("/api/news", { method: "POST", body: { title: "x" } })).toEqual({ items: [1] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/news");
    expect(init?.headers).toMatchObject({ "Content-Type": "application/json", Authorization: "Bearer abc123" });
    expect(init?.body).toBe('{"title":"x"}');
  });

  it("keeps the whole answer of a failure, such as a conflict's current item", async () => {
    answer(409, JSON.stringify({ error: "Someone else saved this", current: { id: 4, version: 3 } }));
    const error = await apiFetch("/api/news/4", { method: "PUT", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).body.current).toEqual({ id: 4, version: 3 });
  });

  it("sends no Authorization header without a token", async () => {
    answer(200, "{}");
    await apiFetch("/api/news");
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty("Authorization");
  });

  it("falls back to {} for a body that is not JSON", async () => {
    answer(204, "");
    expect(await apiFetch("/api/logout", { method: "POST" })).toEqual({});
  });

  it("throws the server's error message with the status and details", async () => {
    answer(400, JSON.stringify({ error: "Please check: title.", details: { title: "Title is required" } }));
    const error = await apiFetch("/api/news", { method: "POST", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: "Please check: title.",
      status: 400,
      details: { title: "Title is required" },
    });
  });

  it("throws 'Request failed' when the answer has no error field", async () => {
    answer(500, "<html>oops</html>");
    await expect(apiFetch("/api/news")).rejects.toMatchObject({ message: "Request failed", status: 500 });
  });

  it("clears the token when the server refuses it (401)", async () => {
    local.setItem(TOKEN_KEY, "old");
    answer(401, JSON.stringify({ error: "Your session has expired. Please sign in again." }));
    await expect(apiFetch("/api/session")).rejects.toMatchObject({ status: 401 });
    expect(local.getItem(TOKEN_KEY)).toBeNull();
  });

  it("reports a network failure as status 0", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("fetch failed"));
    await expect(apiFetch("/api/news")).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR.en });
  });

  it("says so in Kiswahili to a staff member who works in Kiswahili", async () => {
    vi.stubGlobal("document", { cookie: "admin_language=sw" });
    fetchMock.mockRejectedValueOnce(new TypeError("fetch failed"));
    await expect(apiFetch("/api/news")).rejects.toMatchObject({
      status: 0,
      message: "Hatukuweza kufikia seva. Angalia muunganisho wako kisha ujaribu tena.",
    });
  });
});
