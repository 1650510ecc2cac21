import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type { Choice } from "../../../../shared/choices.ts";
import type { ChoiceListCopy, choicesCopy } from "../../../content/admin-choices.ts";
import { Button } from "../../ui/button.tsx";
import { useChoices } from "../form-kit/choice-select.tsx";
import { formCard } from "../form-kit/create-form.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { FormMessage, inputClass, TextField } from "../form-kit/fields.tsx";
import { PanelHeading } from "../form-kit/panel.tsx";
import { adminApi, queryKeys } from "../shell/admin-api.ts";

type Copy = typeof choicesCopy;
type Change =
  | { kind: "add"; name: string }
  | { kind: "rename"; choice: Choice; name: string }
  | { kind: "remove"; choice: Choice };

/** One entry: its name to edit, how many items use it, Rename and Remove. */
function ChoiceRow({
  choice,
  copy,
  uses,
  busy,
  onChange,
}: {
  choice: Choice;
  copy: Copy;
  uses: string;
  busy: boolean;
  onChange: (change: Change) => void;
}) {
  const [name, setName] = useState(choice.name);
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      <input
        aria-label={copy.nameOf(choice.name)}
        className={`${inputClass} !mt-0 max-w-xs`}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <span className="text-sm text-muted">{uses}</span>
      <Button
        size="sm"
        variant="outline"
        aria-label={copy.renameOf(choice.name)}
        disabled={busy || name.trim() === choice.name}
        onClick={() => onChange({ kind: "rename", choice, name })}
      >
        {copy.rename}
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={copy.removeOf(choice.name)}
        disabled={busy}
        onClick={() => onChange({ kind: "remove", choice })}
      >
        {copy.remove}
      </Button>
    </li>
  );
}

/** A managed list on the Settings screen: add, rename (onto another entry: merge) and remove unused entries. */
export function ChoicesManager({ list, copy }: { list: ChoiceListCopy; copy: Copy }) {
  const id = useId();
  const queryClient = useQueryClient();
  const choices = useChoices(list.list);
  const [name, setName] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: async (next: Change) => {
      if (next.kind === "add") await adminApi.addChoice(list.list, next.name);
      else if (next.kind === "rename") await adminApi.renameChoice(list.list, next.choice.id, next.name);
      else await adminApi.removeChoice(list.list, next.choice.id);
    },
    onSuccess: async (_answer, next) => {
      if (next.kind === "add") {
        setName("");
        setDone(copy.added(next.name.trim()));
      } else if (next.kind === "rename") setDone(copy.renamed(next.choice.name, next.name.trim()));
      else setDone(copy.removed(next.choice.name));
      await queryClient.invalidateQueries({ queryKey: queryKeys.choices(list.list) });
    },
  });
  const run = (next: Change) => {
    setDone(null);
    change.mutate(next);
  };
  function add(event: FormEvent) {
    event.preventDefault();
    run({ kind: "add", name });
  }

  return (
    <section aria-label={list.title} className={formCard}>
      <PanelHeading>{list.title}</PanelHeading>
      <p className="text-sm text-muted">{list.intro}</p>
      {choices.isError && <FormMessage kind="error">{errorMessage(choices.error, copy.loadFailed)}</FormMessage>}
      {choices.isPending && <p className="text-muted">{copy.loading}</p>}
      <ul className="divide-y divide-line">
        {choices.data?.items.map((choice) => (
          <ChoiceRow
            // A rename gives the row a new name to start from.
            key={`${choice.id}-${choice.name}`}
            choice={choice}
            copy={copy}
            uses={list.uses(choice.uses)}
            busy={change.isPending}
            onChange={run}
          />
        ))}
      </ul>
      <form onSubmit={add} noValidate aria-label={copy.addTo(list.title)} className="flex flex-wrap items-end gap-2">
        <TextField
          id={`${id}-new`}
          label={list.newLabel}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={change.isPending}>
          {copy.add}
        </Button>
      </form>
      <FormMessage kind="error">{change.isError ? errorMessage(change.error, copy.failed) : null}</FormMessage>
      <FormMessage kind="success">{done}</FormMessage>
    </section>
  );
}
