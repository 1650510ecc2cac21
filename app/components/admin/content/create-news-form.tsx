import { newsCreateSchema } from "../../../../shared/news-schema.ts";
import type { adminCopy } from "../../../content/admin.ts";
import { useCan } from "../accounts/use-role.ts";
import { CreateForm } from "../form-kit/create-form.tsx";
import { adminApi, queryKeys } from "../shell/admin-api.ts";
import { emptyNewsDraft, NewsFields, newsInputOf } from "./news-fields.tsx";

/** The Create News form; an Author's news is always saved as a draft. */
export function CreateNewsForm({ copy }: { copy: typeof adminCopy }) {
  const canPublish = useCan("content");
  return (
    <CreateForm
      copy={copy.news}
      fields={(props) => <NewsFields {...props} copy={copy} />}
      options={{
        draftKey: "news-create",
        initial: emptyNewsDraft(copy.news.defaultCategory),
        toInput: (draft) =>
          newsInputOf(canPublish ? draft : { ...draft, publish: { mode: "draft", at: "" } }, copy.news.defaultCategory),
        schema: newsCreateSchema,
        send: adminApi.createNews,
        refresh: queryKeys.news,
        timeRequired: copy.publishing.timeRequired,
      }}
    />
  );
}
