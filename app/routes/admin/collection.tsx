import { useLocation } from "react-router";
import { type FieldSpec, optionLabel } from "../../../shared/collections/fields.ts";
import { collectionDefinition, isCollectionName } from "../../../shared/collections/index.ts";
import { CollectionScreen } from "../../components/admin/content/collection-screen.tsx";
import { adminMeta } from "../../components/admin/shell/admin-meta.ts";
import { useAdminCopy } from "../../lib/admin-copy.tsx";
import type { Route } from "./+types/collection";

const nameOf = (pathname: string) => pathname.split("/")[2] ?? "";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const name = nameOf(location.pathname);
  const label = isCollectionName(name) ? collectionDefinition(name).label : "Admin";
  return adminMeta(matches[0]?.loaderData, `${label} · Admin`, location.pathname);
};

/** /admin/{collection}: the one screen every collection gets from its definition. */
export default function AdminCollection() {
  const { adminListCopy, collectionNames, fieldWords, optionWords, valueWords } = useAdminCopy();
  const name = nameOf(useLocation().pathname);
  if (!isCollectionName(name)) return null;
  // The collection's name, and its fields' labels and hints, in the staff member's language.
  const defined = collectionDefinition(name);
  const say = (text: string) => fieldWords[text] ?? text;
  const choice = (spec: FieldSpec, option: string) => {
    const shown = optionLabel(spec, option);
    return optionWords[shown] ?? shown;
  };
  const fields = Object.fromEntries(
    Object.entries(defined.fields).map(([key, spec]) => [
      key,
      {
        ...spec,
        label: say(spec.label),
        ...(spec.hint !== undefined && { hint: say(spec.hint) }),
        ...(spec.options && { optionLabels: Object.fromEntries(spec.options.map((o) => [o, choice(spec, o)])) }),
      },
    ]),
  );
  const definition = { ...defined, ...collectionNames[name], fields };
  return (
    <CollectionScreen key={name} name={name} definition={definition} copy={adminListCopy} valueWords={valueWords} />
  );
}
