import { type ReactNode, useState } from "react";
import type { FieldErrors } from "../../../../shared/validation-details.ts";
import { Button } from "../../ui/button.tsx";
import { FormMessage } from "./fields.tsx";
import { PanelHeading } from "./panel.tsx";
import type { PublishChoice } from "./publish-at-field.tsx";
import { useEntityForm } from "./use-entity-form.ts";

export const formCard = "space-y-4 rounded-card border border-line bg-white p-4 shadow-card sm:p-6";

type CreateCopy = { createTitle: string; create: string; creating: string; created: string; createFailed: string };
type FieldsProps<Draft> = {
  draft: Draft;
  /** a patch, or a function of the latest draft (for changes that arrive late, like finished uploads) */
  onChange: (patch: Partial<Draft> | ((current: Draft) => Partial<Draft>)) => void;
  errors: FieldErrors;
};
type FormOptions<Draft extends { publish: PublishChoice }, Input> = Omit<
  Parameters<typeof useEntityForm<Draft, Input>>[0],
  "failedMessage" | "onSaved"
>;

/** A Create form (news or publication): its fields, the failure or success message and the submit button. */
export function CreateForm<Draft extends { publish: PublishChoice }, Input>({
  copy,
  options,
  fields,
}: {
  copy: CreateCopy;
  options: FormOptions<Draft, Input>;
  fields: (props: FieldsProps<Draft>) => ReactNode;
}) {
  const [done, setDone] = useState(false);
  const form = useEntityForm<Draft, Input>({
    ...options,
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
      {fields({ draft: form.draft, onChange: form.update, errors: form.errors })}
      <FormMessage kind="error">{form.failure}</FormMessage>
      <FormMessage kind="success">{done ? copy.created : null}</FormMessage>
      <Button type="submit" disabled={form.pending}>
        {form.pending ? copy.creating : copy.create}
      </Button>
    </form>
  );
}
