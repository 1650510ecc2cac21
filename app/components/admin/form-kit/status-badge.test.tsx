import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { adminCopy } from "../../../content/admin.ts";
import { adminCopy as swAdminCopy } from "../../../content/sw/admin.ts";
import { AdminLocaleProvider } from "../shell/admin-locale.tsx";
import { StatusBadge } from "./status-badge.tsx";

const text = (html: string) => html.replace(/<[^>]*>/g, "");

describe("StatusBadge", () => {
  it("says when a scheduled item goes live, in either language", () => {
    const { table } = adminCopy;
    expect(
      text(
        renderToStaticMarkup(
          <StatusBadge
            publishedAt="2099-12-01T06:00:00.000Z"
            labels={table.statuses}
            scheduledFor={table.scheduledFor}
          />,
        ),
      ),
    ).toMatch(/^Scheduled for 1 Dec 2099, 09:00 EAT$/);
    expect(
      text(
        renderToStaticMarkup(
          <AdminLocaleProvider value="sw">
            <StatusBadge
              publishedAt="2099-12-01T06:00:00.000Z"
              labels={swAdminCopy.table.statuses}
              scheduledFor={swAdminCopy.table.scheduledFor}
            />
          </AdminLocaleProvider>,
        ),
      ),
    ).toMatch(/^Imeratibiwa kuchapishwa 1 Desemba 2099 saa 09:00 EAT$/);
  });

  it("names drafts and published items as before", () => {
    const { statuses, scheduledFor } = adminCopy.table;
    expect(
      text(renderToStaticMarkup(<StatusBadge publishedAt={null} labels={statuses} scheduledFor={scheduledFor} />)),
    ).toBe("Draft");
    expect(text(renderToStaticMarkup(<StatusBadge publishedAt="2020-01-01T00:00:00.000Z" labels={statuses} />))).toBe(
      "Published",
    );
  });
});
