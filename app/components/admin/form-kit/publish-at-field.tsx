import { useId } from "react";
import { eatInputToIso } from "../../../../shared/east-africa-time.ts";
import type { adminCopy } from "../../../content/admin.ts";
import { FieldError, inputClass } from "./fields.tsx";

/**
 * When an item goes live: now (the default for new items), at a scheduled time
 * entered in East Africa Time, or never (a draft). Editing adds 'Keep current date'.
 */
export type PublishMode = "now" | "schedule" | "draft" | "keep";
export type PublishChoice = { mode: PublishMode; at: string };

/** The API's published_at for a choice; `current` is the stored value kept by 'keep'. */
export function publishedAtFor(choice: PublishChoice, current: string | null = null): string | null {
  switch (choice.mode) {
    case "now":
      return new Date().toISOString();
    case "schedule":
      return eatInputToIso(choice.at);
    case "draft":
      return null;
    case "keep":
      return current;
  }
}

/** `timeRequired` when a schedule has no valid time. */
export function publishChoiceError(choice: PublishChoice, timeRequired: string): string | undefined {
  return choice.mode === "schedule" && !eatInputToIso(choice.at) ? timeRequired : undefined;
}

export function PublishAtField({
  value,
  onChange,
  allowKeep,
  error,
  copy,
}: {
  value: PublishChoice;
  onChange: (value: PublishChoice) => void;
  allowKeep?: boolean;
  error?: string;
  copy: typeof adminCopy.publishing;
}) {
  const id = useId();
  const modes: [PublishMode, string][] = [
    ...(allowKeep ? ([["keep", copy.keep]] as [PublishMode, string][]) : []),
    ["now", copy.now],
    ["schedule", copy.schedule],
    ["draft", copy.draft],
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{copy.legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {modes.map(([mode, label]) => (
          <label key={mode} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-mode`}
              value={mode}
              checked={value.mode === mode}
              onChange={() => onChange({ ...value, mode })}
              className="size-4 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </div>
      {value.mode === "schedule" && (
        <div>
          <label htmlFor={`${id}-at`} className="block text-sm font-semibold">
            {copy.when}
          </label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            value={value.at}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-at-error` : undefined}
            onChange={(event) => onChange({ ...value, at: event.target.value })}
            className={`${inputClass} max-w-xs`}
          />
          <FieldError id={`${id}-at-error`} message={error} />
        </div>
      )}
    </fieldset>
  );
}
