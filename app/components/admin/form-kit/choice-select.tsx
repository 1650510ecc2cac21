import { useQuery } from "@tanstack/react-query";
import type { ChoiceList } from "../../../../shared/choices.ts";
import { adminApi, queryKeys } from "../shell/admin-api.ts";
import { useAdminLanguage } from "../shell/admin-locale.tsx";
import { SelectField } from "./fields.tsx";

/** A managed list's entries for the pickers and the Settings screen (loaded once, shared). */
export function useChoices(list: ChoiceList) {
  return useQuery({ queryKey: queryKeys.choices(list), queryFn: ({ signal }) => adminApi.listChoices(list, signal) });
}

/**
 * How the staff member reads a managed list's entries (a stored value stays the English name):
 * in Kiswahili, the entry's Kiswahili name where it has one (decision 0076). No list: as stored.
 */
export function useChoiceName(list: ChoiceList | undefined): (english: string) => string {
  const language = useAdminLanguage();
  const choices = useQuery({
    queryKey: queryKeys.choices(list ?? "news-categories"),
    queryFn: ({ signal }) => adminApi.listChoices(list ?? "news-categories", signal),
    enabled: list !== undefined && language !== "en",
  });
  if (list === undefined || language === "en") return (english) => english;
  const names = new Map((choices.data?.items ?? []).map((c) => [c.name, c.name_sw?.trim() || c.name]));
  return (english) => names.get(english) ?? english;
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
  const shown = useChoiceName(list);
  const names = (choices.data?.items ?? []).map((c) => c.name);
  if (value && !names.includes(value)) names.unshift(value);
  return (
    <SelectField
      id={id}
      label={label}
      hint={hint}
      value={value}
      error={error}
      options={names.map((name) => [name, shown(name)] as const)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
