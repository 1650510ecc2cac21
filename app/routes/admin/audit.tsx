import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { COLLECTION_NAMES, collectionDefinition } from "../../../shared/collections/index.ts";
import { accountKeys, accountsApi } from "../../components/admin/accounts/accounts-api.ts";
import { useCan } from "../../components/admin/accounts/use-role.ts";
import { AuditFilters, type AuditFilterValues, NO_AUDIT_FILTERS } from "../../components/admin/audit/audit-filters.tsx";
import { AuditTable } from "../../components/admin/audit/audit-table.tsx";
import { errorMessage } from "../../components/admin/form-kit/error-message.ts";
import { FormMessage } from "../../components/admin/form-kit/fields.tsx";
import { DashboardSection } from "../../components/admin/form-kit/panel.tsx";
import { adminMeta } from "../../components/admin/shell/admin-meta.ts";
import { LoadFailed } from "../../components/admin/shell/admin-sections.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useAdminCopy } from "../../lib/admin-copy.tsx";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, "Audit log · Admin", "/admin/audit");

const PAGE = 25;
/** The collections as areas, named in the admin's language (the definitions' own names in English). */
const collectionAreas = (names: { [name: string]: { label: string } | undefined }) =>
  COLLECTION_NAMES.map((name) => [name, names[name]?.label ?? collectionDefinition(name).label] as const);

/** /admin/audit: every change, sign-in and lock-out, filtered and paged (Administrators). */
export default function AdminAudit() {
  const { accountsCopy } = useAdminCopy();
  const allowed = useCan("audit");
  if (!allowed) return <FormMessage kind="error">{accountsCopy.audit.notAllowed}</FormMessage>;
  return <AuditScreen />;
}

function AuditScreen() {
  const { adminCopy, accountsCopy, auditAreas, auditPeriods, collectionNames } = useAdminCopy();
  const copy = accountsCopy.audit;
  const [filters, setFilters] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const [offset, setOffset] = useState(0);
  const q = { ...filters, limit: PAGE, offset };
  const entries = useQuery({
    queryKey: accountKeys.audit(q),
    queryFn: ({ signal }) => accountsApi.audit(q, signal),
    placeholderData: keepPreviousData,
  });
  const users = useQuery({ queryKey: accountKeys.users, queryFn: ({ signal }) => accountsApi.listUsers(signal) });
  const total = entries.data?.total ?? 0;
  return (
    <DashboardSection id="audit" title={copy.title}>
      <p className="text-muted">{copy.intro}</p>
      <AuditFilters
        users={users.data ?? []}
        copy={copy}
        areas={[...auditAreas, ...collectionAreas(collectionNames)]}
        periods={auditPeriods}
        value={filters}
        onApply={(next) => {
          setFilters(next);
          setOffset(0);
        }}
      />
      {entries.isError && (
        <LoadFailed
          message={errorMessage(entries.error, copy.loadFailed)}
          retryLabel={adminCopy.dashboard.retry}
          onRetry={() => entries.refetch()}
        />
      )}
      {entries.isPending && <p className="text-muted">{copy.loading}</p>}
      {entries.data && entries.data.items.length === 0 && <p className="text-muted">{copy.empty}</p>}
      {entries.data && entries.data.items.length > 0 && (
        <>
          <AuditTable items={entries.data.items} copy={copy} />
          <nav aria-label={copy.title} className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted" role="status">
              {copy.range(offset + 1, offset + entries.data.items.length, total)}
            </p>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE))}
              >
                {copy.previous}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={offset + PAGE >= total}
                onClick={() => setOffset(offset + PAGE)}
              >
                {copy.next}
              </Button>
            </div>
          </nav>
        </>
      )}
    </DashboardSection>
  );
}
