import { describe, expect, it } from "vitest";
import { z } from "zod";
import { flag, whole } from "./query-params.ts";

const schema = z.object({ limit: whole("limit", 1, 100), featured: flag("featured") });
const errors = (query: Record<string, string>) => {
  const result = schema.safeParse(query);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("query parameters", () => {
  it("reads whole numbers in range and yes/no flags", () => {
    expect(schema.parse({ limit: "20", featured: "1" })).toEqual({ limit: 20, featured: true });
    expect(schema.parse({ featured: "false" })).toEqual({ featured: false });
  });
  it("names the parameter and its range in one message", () => {
    for (const limit of ["0", "101", "2.5", "-1", "2e1", ""])
      expect(errors({ limit })).toEqual(["limit must be a whole number from 1 to 100"]);
    expect(errors({ featured: "yes" })).toEqual(["featured must be true or false"]);
  });
});
