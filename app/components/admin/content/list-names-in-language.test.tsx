import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { collectionDefinition } from "../../../../shared/collections/index.ts";
import type { Locale } from "../../../../shared/locales.ts";
import type { Me } from "../../../../shared/staff.ts";
import { ADMIN_COPIES } from "../../../lib/admin-copy.tsx";
import { ChoiceSelect } from "../form-kit/choice-select.tsx";
import { NO_FILTER } from "../form-kit/list-controls.tsx";
import { PAGE_SIZE } from "../form-kit/paged-list.ts";
import { queryKeys } from "../shell/admin-api.ts";
import { AdminLocaleProvider } from "../shell/admin-locale.tsx";
import { collectionKey } from "./collection-api.ts";
import { CollectionScreen } from "./collection-screen.tsx";
import { newsKind } from "./stored-kinds.tsx";
import { StoredTable } from "./stored-rows.tsx";

/** Rendered as a staff member of `language` sees it, with the answers the screens would load already there. */
function render(language: Locale, node: ReactNode, data: Array<[key: readonly unknown[], value: unknown]> = []) {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  const me: Me = {
    id: 1,
    email: "amina@uraia.test",
    name: "Amina",
    role: "admin",
    totp_enabled: true,
    totp_setup_required: false,
    language,
    features: { sms: true },
  };
  client.setQueryData(queryKeys.me, me);
  client.setQueryData(queryKeys.choices("news-categories"), {
    items: [
      { id: 1, name: "Budget Watch", name_sw: "Ufuatiliaji wa Bajeti", uses: 1 },
      { id: 2, name: "General", name_sw: null, uses: 0 },
    ],
  });
  for (const [key, value] of data) client.setQueryData(key, value);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <AdminLocaleProvider value={language}>
        <MemoryRouter initialEntries={["/admin"]}>{node}</MemoryRouter>
      </AdminLocaleProvider>
    </QueryClientProvider>,
  );
}

const cells = (html: string) => [...html.matchAll(/<td[^>]*>([^<]+)<\/td>/g)].map((m) => m[1]);

describe("list entries in the staff member's language", () => {
  const newsTable = (language: Locale) => {
    const admin = ADMIN_COPIES[language];
    const item = (id: number, category: string) => ({
      id,
      title: `Item ${id}`,
      slug: `item-${id}`,
      published_at: null,
      category,
      featured: false,
    });
    return render(
      language,
      <StoredTable
        kind={newsKind(admin.adminCopy)}
        items={[item(1, "Budget Watch"), item(2, "General")]}
        copy={{ admin: admin.adminCopy, list: admin.adminListCopy }}
      />,
    );
  };

  it("names a news item's category by its Kiswahili name, or its English one when it has none", () => {
    expect(cells(newsTable("sw"))).toEqual(expect.arrayContaining(["Ufuatiliaji wa Bajeti", "General"]));
    expect(cells(newsTable("en"))).toEqual(expect.arrayContaining(["Budget Watch", "General"]));
    expect(newsTable("en")).not.toContain("Ufuatiliaji");
  });

  it("offers the categories by their names in the staff member's language, storing the English name", () => {
    const options = (language: Locale) =>
      [
        ...render(
          language,
          <ChoiceSelect id="c" list="news-categories" label="c" hint="" value="" onChange={() => {}} />,
        ).matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g),
      ].map((m) => [m[1], m[2]]);
    expect(options("sw")).toEqual([
      ["Budget Watch", "Ufuatiliaji wa Bajeti"],
      ["General", "General"],
    ]);
    expect(options("en")).toEqual([
      ["Budget Watch", "Budget Watch"],
      ["General", "General"],
    ]);
  });

  it("shows a resource's type and category in Kiswahili in the Kiswahili admin", () => {
    const resources = collectionDefinition("resources");
    const page = {
      items: [
        { id: 1, title: "Budget guide", type: "Guide", category: "Civic Education", published_at: null },
        { id: 2, title: "Ward kit", type: "Toolkit", category: "Toolkits", published_at: null },
        { id: 3, title: "Odd one", type: "Wall chart", category: "Research", published_at: null },
      ],
      total: 3,
    };
    const key = [...collectionKey("resources"), { ...NO_FILTER, limit: PAGE_SIZE, offset: 0 }];
    const sw = ADMIN_COPIES.sw;
    const category = resources.fields.category!;
    const optionLabels = Object.fromEntries((category.options ?? []).map((o) => [o, sw.optionWords[o] ?? o]));
    const definition = { ...resources, fields: { ...resources.fields, category: { ...category, optionLabels } } };
    const html = render(
      "sw",
      <CollectionScreen name="resources" definition={definition} copy={sw.adminListCopy} valueWords={sw.valueWords} />,
      [[key, page]],
    );
    expect(cells(html)).toEqual(
      expect.arrayContaining([
        "Mwongozo",
        "Elimu ya uraia",
        "Kifurushi cha mafunzo",
        "Vifurushi vya mafunzo",
        "Wall chart",
        "Utafiti",
      ]),
    );
    expect(html).not.toMatch(/>(Guide|Toolkit|Civic Education)</);
  });

  it("names every area of the audit log's filter in both languages, the same areas in each", () => {
    const codes = (language: Locale) => ADMIN_COPIES[language].auditAreas.map(([code]) => code);
    expect(codes("sw")).toEqual(codes("en"));
    expect(codes("en")).toEqual(expect.arrayContaining(["newsletter", "sms", "transparency", "donations"]));
    expect(Object.fromEntries(ADMIN_COPIES.sw.auditAreas)).toMatchObject({
      newsletter: "Jarida",
      transparency: "Hesabu wazi",
      donations: "Michango",
    });
  });
});
