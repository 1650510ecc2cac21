import { newsCreateSchema } from "../../../shared/news-schema.ts";
import { adminCopy } from "../../content/admin.ts";
import { adminApi, queryKeys } from "./admin-api.ts";
import { CreateForm } from "./create-form.tsx";
import { emptyNewsDraft, NewsFields, newsInputOf } from "./news-fields.tsx";
import { useCan } from "./use-role.ts";

/** The Create News form; an Author's news is always saved as a draft. */
export function CreateNewsForm() {
  const canPublish = useCan("content");
  return (
    <CreateForm
      copy={adminCopy.news}
      Fields={NewsFields}
      options={{
        draftKey: "news-create",
        initial: emptyNewsDraft,
        toInput: (draft) => newsInputOf(canPublish ? draft : { ...draft, publish: { mode: "draft", at: "" } }),
        schema: newsCreateSchema,
        send: adminApi.createNews,
        refresh: queryKeys.news,
      }}
    />
  );
}
