import { publicationCreateSchema } from "../../../../shared/publication-schema.ts";
import type { adminCopy } from "../../../content/admin.ts";
import { CreateForm } from "../form-kit/create-form.tsx";
import { adminApi, queryKeys } from "../shell/admin-api.ts";
import { emptyPublicationDraft, PublicationFields, publicationInputOf } from "./publication-fields.tsx";

export function CreatePublicationForm({ copy }: { copy: typeof adminCopy }) {
  return (
    <CreateForm
      copy={copy.publications}
      fields={(props) => <PublicationFields {...props} copy={copy} />}
      options={{
        draftKey: "publication-create",
        initial: emptyPublicationDraft(copy.publications.defaultType),
        toInput: (draft) => publicationInputOf(draft, copy.publications.defaultType),
        schema: publicationCreateSchema,
        send: adminApi.createPublication,
        refresh: queryKeys.publications,
        timeRequired: copy.publishing.timeRequired,
      }}
    />
  );
}
