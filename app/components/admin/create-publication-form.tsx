import { publicationCreateSchema } from "../../../shared/publication-schema.ts";
import { adminCopy } from "../../content/admin.ts";
import { adminApi, queryKeys } from "./admin-api.ts";
import { CreateForm } from "./create-form.tsx";
import { emptyPublicationDraft, PublicationFields, publicationInputOf } from "./publication-fields.tsx";

export function CreatePublicationForm() {
  return (
    <CreateForm
      copy={adminCopy.publications}
      Fields={PublicationFields}
      options={{
        draftKey: "publication-create",
        initial: emptyPublicationDraft,
        toInput: (draft) => publicationInputOf(draft),
        schema: publicationCreateSchema,
        send: adminApi.createPublication,
        refresh: queryKeys.publications,
      }}
    />
  );
}
