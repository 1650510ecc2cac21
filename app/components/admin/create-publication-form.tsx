import { useState } from "react";
import { publicationCreateSchema } from "../../../shared/publication-schema.ts";
import { adminCopy } from "../../content/admin.ts";
import { Button } from "../ui/button.tsx";
import { adminApi, queryKeys } from "./admin-api.ts";
import { formCard } from "./create-news-form.tsx";
import { FormMessage } from "./fields.tsx";
import { PanelHeading } from "./panel.tsx";
import { emptyPublicationDraft, PublicationFields, publicationInputOf } from "./publication-fields.tsx";
import { useEntityForm } from "./use-entity-form.ts";

export function CreatePublicationForm() {
  const copy = adminCopy.publications;
  const [done, setDone] = useState(false);
  const form = useEntityForm({
    draftKey: "publication-create",
    initial: emptyPublicationDraft,
    toInput: (draft) => publicationInputOf(draft),
    schema: publicationCreateSchema,
    send: adminApi.createPublication,
    refresh: queryKeys.publications,
    failedMessage: copy.createFailed,
    onSaved: () => setDone(true),
  });
  return (
    <form
      onSubmit={(event) => {
        setDone(false);
        form.submit(event);
      }}
      noValidate
      aria-label={copy.createTitle}
      className={formCard}
    >
      <PanelHeading>{copy.createTitle}</PanelHeading>
      <PublicationFields draft={form.draft} onChange={form.update} errors={form.errors} />
      <FormMessage kind="error">{form.failure}</FormMessage>
      <FormMessage kind="success">{done ? copy.created : null}</FormMessage>
      <Button type="submit" disabled={form.pending}>
        {form.pending ? copy.creating : copy.create}
      </Button>
    </form>
  );
}
