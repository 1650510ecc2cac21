import { useLocation } from "react-router";
import { collectionDefinition, isCollectionName } from "../../shared/collections/index.ts";
import { adminMeta } from "../components/admin/admin-meta.ts";
import { CollectionScreen } from "../components/admin/collection-screen.tsx";
import { useAdminCopy } from "../lib/admin-copy.tsx";
import type { Route } from "./+types/admin-collection";

const nameOf = (pathname: string) => pathname.split("/")[2] ?? "";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const name = nameOf(location.pathname);
  const label = isCollectionName(name) ? collectionDefinition(name).label : "Admin";
  return adminMeta(matches[0]?.loaderData, `${label} · Admin`, location.pathname);
};

/** /admin/{collection}: the one screen every collection gets from its definition. */
export default function AdminCollection() {
  const { adminListCopy, collectionNames } = useAdminCopy();
  const name = nameOf(useLocation().pathname);
  if (!isCollectionName(name)) return null;
  // The collection's name in the staff member's language; its fields keep the definition's labels.
  const definition = { ...collectionDefinition(name), ...collectionNames[name] };
  return <CollectionScreen key={name} name={name} definition={definition} copy={adminListCopy} />;
}
