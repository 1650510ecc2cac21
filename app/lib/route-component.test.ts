import { describe, expect, it } from "vitest";
import { sameRouteProps } from "./route-component.ts";

describe("a route's props after a router update", () => {
  const loaderData = { copy: "…" };
  const matches: unknown[] = [];
  const params: Record<string, string> = { slug: "budget" };
  const props = { params, loaderData, actionData: undefined, matches };

  it("are the same when only the parameters' object is new", () => {
    expect(sameRouteProps(props, { ...props, params: { slug: "budget" } })).toBe(true);
  });
  it("differ when a parameter, the data or the matches do", () => {
    expect(sameRouteProps(props, { ...props, params: { slug: "youth" } })).toBe(false);
    expect(sameRouteProps(props, { ...props, params: { slug: "budget", page: "2" } })).toBe(false);
    expect(sameRouteProps(props, { ...props, loaderData: { copy: "…" } })).toBe(false);
    expect(sameRouteProps(props, { ...props, matches: [] })).toBe(false);
  });
});
