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
type Entry = { name: string; name_sw: string };
type Change =
  | { kind: "add"; entry: Entry }
  | { kind: "save"; choice: Choice; entry: Entry }
  | { kind: "remove"; choice: Choice };

/** What a saved row changed: the name (every item follows), the Kiswahili name, or both. */
function savedMessage(copy: Copy, choice: Choice, entry: Entry): string {
  const name = entry.name.trim();
  const sw = entry.name_sw.trim();
  const messages = [
    ...(name !== choice.name ? [copy.renamed(choice.name, name)] : []),
    ...(sw !== (choice.name_sw ?? "") ? [copy.swSaved(name, sw)] : []),
  ];
  return messages.join(" ");
}

/** One entry: its name and Kiswahili name to edit, how many items use it, Save and Remove. */
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
  const [nameSw, setNameSw] = useState(choice.name_sw ?? "");
  const unchanged = name.trim() === choice.name && nameSw.trim() === (choice.name_sw ?? "");
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      <input
        aria-label={copy.nameOf(choice.name)}
        className={`${inputClass} !mt-0 max-w-56`}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <input
        aria-label={copy.swNameOf(choice.name)}
        lang="sw"
        placeholder={copy.newSwLabel}
        className={`${inputClass} !mt-0 max-w-56`}
        value={nameSw}
        onChange={(event) => setNameSw(event.target.value)}
      />
      <span className="text-sm text-muted">{uses}</span>
      <Button
        size="sm"
        variant="outline"
        aria-label={copy.saveOf(choice.name)}
        disabled={busy || unchanged}
        onClick={() => onChange({ kind: "save", choice, entry: { name, name_sw: nameSw } })}
      >
        {copy.save}
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
  const [nameSw, setNameSw] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: async (next: Change) => {
      if (next.kind === "add") await adminApi.addChoice(list.list, next.entry);
      else if (next.kind === "save") await adminApi.updateChoice(list.list, next.choice.id, next.entry);
      else await adminApi.removeChoice(list.list, next.choice.id);
    },
    onSuccess: async (_answer, next) => {
      if (next.kind === "add") {
        setName("");
        setNameSw("");
        setDone(copy.added(next.entry.name.trim()));
      } else if (next.kind === "save") setDone(savedMessage(copy, next.choice, next.entry));
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
    run({ kind: "add", entry: { name, name_sw: nameSw } });
  }

  return (
    <section aria-label={list.title} className={formCard}>
      <PanelHeading>{list.title}</PanelHeading>
      <p className="text-sm text-muted">
        {list.intro} {copy.swHint}
      </p>
      {choices.isError && <FormMessage kind="error">{errorMessage(choices.error, copy.loadFailed)}</FormMessage>}
      {choices.isPending && <p className="text-muted">{copy.loading}</p>}
      <ul className="divide-y divide-line">
        {choices.data?.items.map((choice) => (
          <ChoiceRow
            // A rename gives the row a new name to start from.
            key={`${choice.id}-${choice.name}-${choice.name_sw ?? ""}`}
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
        <TextField
          id={`${id}-new-sw`}
          label={copy.newSwLabel}
          lang="sw"
          value={nameSw}
          onChange={(event) => setNameSw(event.target.value)}
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
