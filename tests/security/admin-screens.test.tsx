import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ScreenGate } from "../../app/components/admin/shell/screen-gate.tsx";
import { adminCopy as enAdmin } from "../../app/content/admin.ts";
import { adminNavLinks as enLinks } from "../../app/content/admin-nav.ts";
import { adminCopy as swAdmin } from "../../app/content/sw/admin.ts";
import { adminNavLinks as swLinks } from "../../app/content/sw/admin-nav.ts";
import { mayOpenScreen } from "../../app/lib/admin-screens.ts";
import routes from "../../app/routes.ts";
import { ROLES, type Role } from "../../shared/roles.ts";

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every screen under /admin, read from the route table itself (so a new screen cannot slip past). */
const adminScreens = (() => {
  const admin = (routes as RouteEntry[]).find((r) => r.path === "admin");
  return (admin?.children ?? []).map((child) => (child.index ? "/admin" : `/admin/${child.path}`));
})();

/** What each role may open: the dashboard and Your account for everyone, the rest by grant. */
const OPEN: Record<Role, string[]> = {
  admin: adminScreens,
  editor: adminScreens.filter(
    (p) => !["/admin/settings", "/admin/users", "/admin/audit", "/admin/donations", "/admin/open-books"].includes(p),
  ),
  author: ["/admin", "/admin/news", "/admin/account"],
  finance: ["/admin", "/admin/donations", "/admin/open-books", "/admin/account"],
};

const render = (language: "en" | "sw", role: Role, pathname: string) => {
  const copy = language === "en" ? enAdmin : swAdmin;
  const links = language === "en" ? enLinks : swLinks;
  return renderToString(
    <MemoryRouter initialEntries={[pathname]}>
      <ScreenGate allowed={mayOpenScreen(role, pathname, links)} copy={copy.outsideRole}>
        <form aria-label="Screen form">
          <input name="title" />
        </form>
      </ScreenGate>
    </MemoryRouter>,
  );
};

describe("every admin screen checks the role before it renders", () => {
  it("knows every screen in the route table", () => {
    expect(adminScreens).toContain("/admin/news");
    expect(adminScreens).toContain("/admin/events");
    expect(adminScreens.length).toBeGreaterThanOrEqual(18);
  });

  it.each(ROLES)("lets a %s open exactly the screens of their role", (role) => {
    for (const language of ["en", "sw"] as const) {
      const links = language === "en" ? enLinks : swLinks;
      const opened = adminScreens.filter((pathname) => mayOpenScreen(role, pathname, links));
      expect(opened.sort(), language).toEqual([...OPEN[role]].sort());
      expect(mayOpenScreen(role, "/admin/", links)).toBe(true);
    }
  });

  it("shows a Finance officer one sentence and a link back on News and Settings, and no form", () => {
    for (const pathname of ["/admin/news", "/admin/settings", "/admin/inbox", "/admin/events"]) {
      const html = render("en", "finance", pathname);
      expect(html).not.toContain("<form");
      expect(html).not.toContain("<input");
      expect(html).toContain("Your role does not include this screen.");
      expect(html).toContain('href="/admin"');
      expect(html).toContain("Back to the dashboard");
    }
    const sw = render("sw", "finance", "/admin/settings");
    expect(sw).not.toContain("<form");
    expect(sw).toContain("Wadhifa wako hauruhusu ukurasa huu.");
    expect(sw).toContain("Rudi kwenye Dashibodi");
  });

  it("renders the screen itself for a role that has it", () => {
    expect(render("en", "finance", "/admin/donations")).toContain("<form");
    expect(render("en", "author", "/admin/news")).toContain("<form");
    expect(render("en", "editor", "/admin/settings")).not.toContain("<form");
  });
});
