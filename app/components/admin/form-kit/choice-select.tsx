import { useQuery } from "@tanstack/react-query";
import type { ChoiceList } from "../../../../shared/choices.ts";
import { adminApi, queryKeys } from "../shell/admin-api.ts";
import { SelectField } from "./fields.tsx";

/** A managed list's entries for the pickers and the Settings screen (loaded once, shared). */
export function useChoices(list: ChoiceList) {
  return useQuery({ queryKey: queryKeys.choices(list), queryFn: ({ signal }) => adminApi.listChoices(list, signal) });
}

/**
 * A pick from a managed list (news categories, publication types): authors choose,
 * admins keep the list on the Settings screen. The item's own value stays
 * offered even before the list has loaded.
 */
export function ChoiceSelect({
  id,
  list,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  list: ChoiceList;
  label: string;
  hint: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const choices = useChoices(list);
  const names = (choices.data?.items ?? []).map((c) => c.name);
  if (value && !names.includes(value)) names.unshift(value);
  return (
    <SelectField
      id={id}
      label={label}
      hint={hint}
      value={value}
      error={error}
      options={names.map((name) => [name, name] as const)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
