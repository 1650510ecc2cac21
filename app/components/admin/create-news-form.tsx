import { useState } from "react";
import { newsCreateSchema } from "../../../shared/news-schema.ts";
import { adminCopy } from "../../content/admin.ts";
import { Button } from "../ui/button.tsx";
import { adminApi, queryKeys } from "./admin-api.ts";
import { FormMessage } from "./fields.tsx";
import { emptyNewsDraft, NewsFields, newsInputOf } from "./news-fields.tsx";
import { PanelHeading } from "./panel.tsx";
import { useEntityForm } from "./use-entity-form.ts";

export const formCard = "space-y-4 rounded-card border border-line bg-white p-4 shadow-card sm:p-6";

export function CreateNewsForm() {
  const copy = adminCopy.news;
  const [done, setDone] = useState(false);
  const form = useEntityForm({
    draftKey: "news-create",
    initial: emptyNewsDraft,
    toInput: (draft) => newsInputOf(draft),
    schema: newsCreateSchema,
    send: adminApi.createNews,
    refresh: queryKeys.news,
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
      <NewsFields draft={form.draft} onChange={form.update} errors={form.errors} />
      <FormMessage kind="error">{form.failure}</FormMessage>
      <FormMessage kind="success">{done ? copy.created : null}</FormMessage>
      <Button type="submit" disabled={form.pending}>
        {form.pending ? copy.creating : copy.create}
      </Button>
    </form>
  );
}
