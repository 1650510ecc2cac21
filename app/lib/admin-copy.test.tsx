import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { optionLabel } from "../../shared/collections/fields.ts";
import { COLLECTION_NAMES, collectionDefinition } from "../../shared/collections/index.ts";
import type { Locale } from "../../shared/locales.ts";
import type { Role } from "../../shared/roles.ts";
import type { Me } from "../../shared/staff.ts";
import { queryKeys } from "../components/admin/shell/admin-api.ts";
import { AdminNav } from "../components/admin/shell/admin-nav.tsx";
import { Dashboard } from "../components/admin/shell/dashboard.tsx";
import { ADMIN_COPIES, preSessionClientLanguage, preSessionLoader, useAdminCopy } from "./admin-copy.tsx";

const ROLE: Role = "admin";

/** The sidebar and the dashboard with the copy useAdminCopy chooses. */
function Admin() {
  const { adminCopy, adminNavLinks, adminListCopy, inboxCopy, subscribersCopy } = useAdminCopy();
  return (
    <>
      <AdminNav
        brand={adminCopy.brand}
        label={adminCopy.nav.label}
        logoutLabel={adminCopy.nav.logout}
        menuLabel={adminCopy.nav.menu}
        links={adminNavLinks}
        role={ROLE}
        onLogout={() => {}}
        busy={false}
        unreadLabel={adminCopy.nav.unread}
        badges={{}}
        asides={{}}
      />
      <Dashboard
        role={ROLE}
        copy={adminCopy}
        listCopy={adminListCopy}
        inboxCopy={inboxCopy}
        subscriberFigures={subscribersCopy.figures}
      />
    </>
  );
}

/** The admin as a staff member of `language` sees it: the sidebar and the dashboard (decision 0072). */
function render(language: Locale) {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  const me: Me = {
    id: 1,
    email: "amina@uraia.test",
    name: "Amina",
    role: ROLE,
    totp_enabled: true,
    totp_setup_required: false,
    language,
    features: { sms: true },
  };
  client.setQueryData(queryKeys.me, me);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/admin"]}>
        <Admin />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    links: [...html.matchAll(/<a [^>]*href="\/admin[^"]*"[^>]*>(?:<[^>]+>)*([^<]+)/g)].map((m) => m[1]),
    headings: [...html.matchAll(/<h2[^>]*>(?:<[^>]+>)*([^<]+)/g)].map((m) => m[1]),
    html,
  };
}

describe("the admin in the staff member's language", () => {
  it("shows the sidebar and the dashboard in Kiswahili for a staff member whose language is sw", () => {
    const { links, headings, html } = render("sw");
    expect(links.slice(0, 4)).toEqual(["Dashibodi", "Habari", "Machapisho", "Kurasa"]);
    expect(links).toContain("Akaunti yako");
    expect(headings).toContain("Dashibodi");
    expect(html).toContain("Toka");
    expect(html).toContain("Habari zote");
    expect(html).not.toContain("Dashboard");
  });

  it("stays in English for a staff member whose language is en", () => {
    const { links, headings } = render("en");
    expect(links.slice(0, 4)).toEqual(["Dashboard", "News", "Publications", "Pages"]);
    expect(headings).toContain("Dashboard");
  });
});

describe("the collections' field words in Kiswahili", () => {
  it("name every field label and hint of every collection, and nothing else", () => {
    const texts = new Set(
      COLLECTION_NAMES.flatMap((name) =>
        Object.values(collectionDefinition(name).fields).flatMap((spec) => [spec.label, spec.hint ?? []].flat()),
      ),
    );
    const words = ADMIN_COPIES.sw.fieldWords;
    expect([...texts].filter((text) => !(text in words))).toEqual([]);
    expect(Object.keys(words).filter((text) => !texts.has(text))).toEqual([]);
  });

  it("name every choice of every choice field, and nothing else", () => {
    const shown = new Set(
      COLLECTION_NAMES.flatMap((name) =>
        Object.values(collectionDefinition(name).fields).flatMap((spec) =>
          (spec.options ?? []).map((option) => optionLabel(spec, option)),
        ),
      ),
    );
    const words = ADMIN_COPIES.sw.optionWords;
    expect([...shown].filter((text) => !(text in words))).toEqual([]);
    expect(Object.keys(words).filter((text) => !shown.has(text))).toEqual([]);
  });
});

describe("the pages before a session", () => {
  const request = (path: string, headers: Record<string, string> = {}) =>
    new Request(`https://uraia.test${path}`, { headers });

  it("open in Kiswahili at a /sw address (a Kiswahili invitation), whatever the browser or the cookie say", () => {
    const english = { "accept-language": "en-GB", cookie: "admin_language=en" };
    expect(preSessionLoader({ request: request("/sw/admin/accept-invitation?token=x", english) })).toEqual({
      language: "sw",
    });
    expect(preSessionClientLanguage({ request: request("/sw/admin/accept-invitation?token=x") })).toEqual({
      language: "sw",
    });
    expect(preSessionLoader({ request: request("/admin/accept-invitation?token=x", english) })).toEqual({
      language: "en",
    });
    expect(
      preSessionLoader({ request: request("/admin/accept-invitation?token=x", { "accept-language": "sw-KE" }) }),
    ).toEqual({ language: "sw" });
  });
});
