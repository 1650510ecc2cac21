import { describe, expect, it } from "vitest";
import { acceptedLanguage, adminLanguageCookie, chosenAdminLanguage, preSessionLanguage } from "./admin-language.ts";

describe("the admin's language before sign-in", () => {
  it("reads the browser's preferred supported language", () => {
    expect(acceptedLanguage("sw-KE,sw;q=0.9,en;q=0.8")).toBe("sw");
    expect(acceptedLanguage("en-GB,en;q=0.9,sw;q=0.5")).toBe("en");
    expect(acceptedLanguage("fr-FR,fr;q=0.9,sw;q=0.7,en;q=0.6")).toBe("sw");
    expect(acceptedLanguage("en;q=0.5, SW;q=0.8")).toBe("sw");
    expect(acceptedLanguage("sw;q=0,en;q=0.1")).toBe("en");
    expect(acceptedLanguage("fr, de")).toBeNull();
    expect(acceptedLanguage("")).toBeNull();
    expect(acceptedLanguage(null)).toBeNull();
  });

  it("lets a choice in the cookie win over the browser", () => {
    expect(chosenAdminLanguage("lite=1; admin_language=sw")).toBe("sw");
    expect(chosenAdminLanguage("admin_language=fr")).toBeNull();
    expect(preSessionLanguage("admin_language=en", "sw-KE,sw")).toBe("en");
    expect(preSessionLanguage("admin_language=sw", "en")).toBe("sw");
    expect(preSessionLanguage(null, "sw-KE")).toBe("sw");
    expect(preSessionLanguage("", "fr")).toBe("en");
  });

  it("remembers a choice for a year under /admin", () => {
    expect(adminLanguageCookie("sw")).toBe("admin_language=sw; Path=/admin; Max-Age=31536000; SameSite=Lax");
  });
});
