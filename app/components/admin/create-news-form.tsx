import { newsCreateSchema } from "../../../shared/news-schema.ts";
import { adminCopy } from "../../content/admin.ts";
import { adminApi, queryKeys } from "./admin-api.ts";
import { CreateForm } from "./create-form.tsx";
import { emptyNewsDraft, NewsFields, newsInputOf } from "./news-fields.tsx";

export function CreateNewsForm() {
  return (
    <CreateForm
      copy={adminCopy.news}
      Fields={NewsFields}
      options={{
        draftKey: "news-create",
        initial: emptyNewsDraft,
        toInput: (draft) => newsInputOf(draft),
        schema: newsCreateSchema,
        send: adminApi.createNews,
        refresh: queryKeys.news,
      }}
    />
  );
}
