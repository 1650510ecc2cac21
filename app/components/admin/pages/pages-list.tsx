import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { AdminPagesCopy } from "../../../content/admin-pages.ts";
import { Badge } from "../../ui/card.tsx";
import { DataTable, wideOnly } from "../form-kit/data-table.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { DashboardSection } from "../form-kit/panel.tsx";
import { useAdminDates } from "../shell/admin-locale.tsx";
import { LoadFailed } from "../shell/admin-sections.tsx";
import { pagesApi, pagesKeys } from "./pages-api.ts";

/**
 * `/admin/pages`: every public page whose copy staff edit, with its address, its
 * last change and who made it, and whether its Kiswahili is complete.
 */
export function PagesList({ copy }: { copy: AdminPagesCopy["list"] }) {
  const { eat } = useAdminDates();
  const pages = useQuery({ queryKey: pagesKeys.list, queryFn: ({ signal }) => pagesApi.list(signal) });
  let body: React.ReactNode;
  if (pages.isError)
    body = (
      <LoadFailed
        message={errorMessage(pages.error, copy.loadFailed)}
        retryLabel={copy.retry}
        onRetry={() => void pages.refetch()}
      />
    );
  else if (!pages.data) body = <p className="text-muted">{copy.loading}</p>;
  else
    body = (
      <DataTable
        caption={copy.caption}
        columns={[copy.address, copy.lastChange]}
        copy={{ title: copy.page, actions: copy.actions }}
        empty={pages.data.items.length === 0 ? copy.empty : null}
      >
        {pages.data.items.map((page) => (
          <tr key={page.key}>
            <th scope="row" className="px-4 py-3 text-left font-semibold sm:px-6">
              {/* The list names each page by its English title (the API's), marked so. */}
              <span lang="en" className="mr-2">
                {page.title}
              </span>
              <Badge tone={page.sw_complete ? "brand" : "accent"}>
                {page.sw_complete ? copy.swComplete : copy.swIncomplete}
              </Badge>
            </th>
            <td className={`px-4 py-3 ${wideOnly}`}>
              <code className="text-xs">{page.path}</code>
            </td>
            <td className={`px-4 py-3 text-muted ${wideOnly}`}>
              {page.updated_at ? copy.changedBy(eat(page.updated_at), page.updated_by) : copy.shipped}
            </td>
            <td className="px-4 py-3">
              <Link
                to={`/admin/pages/${encodeURIComponent(page.key)}`}
                aria-label={copy.editLabel(page.title)}
                className="font-semibold text-brand-700 underline"
              >
                {copy.edit}
              </Link>
            </td>
          </tr>
        ))}
      </DataTable>
    );
  return (
    <DashboardSection id="pages" title={copy.title}>
      <p className="text-muted">{copy.intro}</p>
      {body}
    </DashboardSection>
  );
}
