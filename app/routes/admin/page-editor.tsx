import { useParams } from "react-router";
import { PageEditor } from "../../components/admin/pages/page-editor.tsx";
import { adminMeta } from "../../components/admin/shell/admin-meta.ts";
import { useAdminCopy } from "../../lib/admin-copy.tsx";
import type { Route } from "./+types/page-editor";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  adminMeta(matches[0]?.loaderData, "Pages · Admin", location.pathname);

/** /admin/pages/<key>: a page's copy in English and Kiswahili (docs/product.md, "Page copy"). */
export default function AdminPageEditor() {
  const { adminCopy, adminListCopy, adminPagesCopy, fieldWords } = useAdminCopy();
  const key = useParams().key ?? "";
  return (
    <PageEditor
      key={key}
      pageKey={key}
      copy={adminPagesCopy.editor}
      leafCopy={{ media: adminListCopy.media, editor: adminCopy.editor, uploadFailed: adminCopy.upload.failed }}
      history={{ revisions: adminCopy.revisions, statuses: adminCopy.table.statuses }}
      say={(label) => fieldWords[label] ?? label}
    />
  );
}
