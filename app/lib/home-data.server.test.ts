import { describe, expect, it, vi } from "vitest";
import type { Services } from "../../server/services.ts";
import { loadHomePublications, loadListenLiveUrl } from "./home-data.server.ts";

const logger = { warn: vi.fn() };
const services = (settings: unknown, publications: unknown = {}) =>
  ({ settings, publications, logger }) as unknown as Services;

describe("loadListenLiveUrl", () => {
  it("returns an http(s) URL", async () => {
    const s = services({ get: async () => " https://stream.example.org/live " });
    expect(await loadListenLiveUrl(s)).toBe("https://stream.example.org/live");
  });
  it("hides the button for an empty or non-URL value", async () => {
    expect(await loadListenLiveUrl(services({ get: async () => null }))).toBeNull();
    expect(await loadListenLiveUrl(services({ get: async () => "javascript:alert(1)" }))).toBeNull();
  });
  it("hides it silently when the setting cannot be read", async () => {
    const s = services({
      get: async () => {
        throw new Error("database down");
      },
    });
    expect(await loadListenLiveUrl(s)).toBeNull();
    expect(logger.warn).toHaveBeenCalled();
  });
});

describe("loadHomePublications", () => {
  it("asks for the public list, four at most", async () => {
    const list = vi.fn(async () => ({ items: [], total: 0 }));
    const result = await loadHomePublications(services({}, { list }));
    expect(list).toHaveBeenCalledWith({ staff: false }, { limit: 4 });
    expect(result).toEqual({ publications: [], publicationsError: null });
  });
  it("gives 'Failed to load publications' when loading fails", async () => {
    const list = async () => {
      throw new Error("boom");
    };
    expect(await loadHomePublications(services({}, { list }))).toEqual({
      publications: [],
      publicationsError: "Failed to load publications",
    });
  });
});
