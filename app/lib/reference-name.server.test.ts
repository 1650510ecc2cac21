import { describe, expect, it } from "vitest";
import type { Services } from "../../server/services.ts";
import { referenceName } from "./reference-name.server.ts";

/** Names found in the page copy's twins never reach the database: no services needed for them. */
const noServices = {} as Services;

describe("a form's reference in the reader's language", () => {
  it("names a role, a kind of partnership and a club's registration in Kiswahili on /sw", async () => {
    expect(await referenceName(noServices, "sw", "Dialogue Facilitator")).toBe("Mwezeshaji wa midahalo");
    expect(await referenceName(noServices, "sw", "Academic partners")).toBe("Washirika wa kitaaluma");
    expect(await referenceName(noServices, "sw", "Community Club registration")).toBe("Usajili wa Klabu ya Jamii");
  });

  it("leaves English pages and an empty reference as they are", async () => {
    expect(await referenceName(noServices, "en", "Dialogue Facilitator")).toBe("Dialogue Facilitator");
    expect(await referenceName(noServices, "sw", null)).toBeNull();
  });
});
