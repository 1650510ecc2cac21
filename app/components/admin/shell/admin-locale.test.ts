import { describe, expect, it } from "vitest";
import { adminDateTime } from "./admin-locale.tsx";

describe("admin dates", () => {
  it("shows the office's clock in the staff member's language", () => {
    expect(adminDateTime("2026-11-25T11:05:00Z", "en")).toBe("25 Nov 2026, 14:05");
    expect(adminDateTime("2026-11-25T11:05:00Z", "sw")).toBe("25 Novemba 2026 saa 14:05");
    expect(adminDateTime(null, "sw")).toBe("—");
    expect(adminDateTime("not a date", "en")).toBe("—");
  });
});
