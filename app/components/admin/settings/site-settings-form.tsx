import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { fillIn } from "../../../../shared/fill-in.ts";
import { isSettingWordKey } from "../../../../shared/setting-words.ts";
import { siteSettingSchemas } from "../../../../shared/settings-schema.ts";
import type { SiteSettingKey } from "../../../../shared/site-settings.ts";
import { staffText } from "../../../../shared/staff-errors.ts";
import type { SiteSettingGroup, siteSettingsCopy } from "../../../content/admin-site-settings.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { formCard } from "../form-kit/create-form.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { FormMessage, TextField } from "../form-kit/fields.tsx";
import { PanelHeading } from "../form-kit/panel.tsx";
import { useUnsavedChanges } from "../form-kit/unsaved-changes.tsx";
import { adminApi, queryKeys, type StoredSetting } from "../shell/admin-api.ts";
import { useAdminLanguage } from "../shell/admin-locale.tsx";
import { LoadFailed } from "../shell/admin-sections.tsx";

type Copy = typeof siteSettingsCopy;

/** The value a field shows: what the site shows now. */
const shownValue = (items: StoredSetting[], key: SiteSettingKey) => items.find((s) => s.key === key);

/** One input: a setting in English, or a word setting's Kiswahili (`key@sw`). */
type Slot = SiteSettingKey | `${SiteSettingKey}@sw`;
const slotOf = (key: SiteSettingKey, locale: "en" | "sw"): Slot => (locale === "sw" ? `${key}@sw` : key);
const slotParts = (slot: Slot) => {
  const [key, sw] = slot.split("@") as [SiteSettingKey, string | undefined];
  return { key, locale: sw ? ("sw" as const) : ("en" as const) };
};

/**
 * One group of site settings as a form. Each changed field is checked by its
 * key's own rule first (the error under the field); then the changes are stored
 * one by one, and "Saved" shows only once the server kept them all. A refused
 * value shows the server's message under its field. Empty puts the default back.
 */
export function SiteSettingsGroupForm({
  group,
  items,
  copy,
  pushShortcode,
}: {
  group: SiteSettingGroup;
  items: StoredSetting[];
  copy: Copy;
  /** the shortcode M-Pesa prompts pay (MPESA_SHORTCODE); null when prompts are off; shown beside the paybill */
  pushShortcode?: string | null;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const language = useAdminLanguage();
  const [typed, setTyped] = useState<Partial<Record<Slot, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<Slot, string>>>({});
  const [done, setDone] = useState<string | null>(null);
  const stored = (slot: Slot) => {
    const { key, locale } = slotParts(slot);
    const item = shownValue(items, key);
    return (locale === "sw" ? item?.value_sw : item?.value) ?? "";
  };
  const slots = group.fields.flatMap(({ key }) =>
    isSettingWordKey(key) ? [slotOf(key, "en"), slotOf(key, "sw")] : [slotOf(key, "en")],
  );
  const changed = slots.filter((slot) => typed[slot] !== undefined && typed[slot] !== stored(slot));
  useUnsavedChanges(`site-settings-${group.id}`, changed.length > 0);

  const save = useMutation({
    mutationFn: async (values: [Slot, string | null][]) => {
      for (const [slot, value] of values) {
        const { key, locale } = slotParts(slot);
        try {
          await adminApi.setSetting(key, value, locale);
        } catch (error) {
          if (error instanceof ApiError && error.details?.value) setErrors({ [slot]: error.details.value });
          throw error;
        }
      }
    },
    onSuccess: async () => {
      setTyped({});
      setDone(copy.saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.settings });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (changed.length === 0) {
      setDone(copy.unchanged);
      return;
    }
    const found: Partial<Record<Slot, string>> = {};
    const values: [Slot, string | null][] = [];
    for (const slot of changed) {
      const parsed = siteSettingSchemas[slotParts(slot).key].safeParse({ value: typed[slot] });
      if (parsed.success) values.push([slot, parsed.data.value]);
      else {
        const message = parsed.error.issues[0]?.message;
        found[slot] = message ? staffText(message, language) : copy.invalid;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(values);
  }

  const failed = save.isError && !(save.error instanceof ApiError && save.error.details?.value);
  return (
    <form onSubmit={submit} noValidate aria-label={group.title} className={formCard}>
      <PanelHeading>{group.title}</PanelHeading>
      <p className="text-sm text-muted">{group.intro}</p>
      {Object.keys(errors).length > 0 && <FormMessage kind="error">{copy.invalid}</FormMessage>}
      {pushShortcode !== undefined && group.fields.some((f) => f.key === "mpesa_paybill") && (
        <ShortcodeNotice
          shortcode={pushShortcode}
          paybill={typed.mpesa_paybill ?? stored("mpesa_paybill")}
          copy={copy}
        />
      )}
      {group.fields.map((field) => {
        const item = shownValue(items, field.key);
        const input = (slot: Slot, label: string, hint: string, lang?: "en" | "sw") => (
          <TextField
            key={slot}
            id={`${id}-${slot.replace("@", "-")}`}
            label={label}
            type={field.type ?? "text"}
            inputMode={field.inputMode}
            hint={hint}
            lang={lang}
            value={typed[slot] ?? stored(slot)}
            error={errors[slot]}
            onChange={(event) => {
              const text = event.target.value;
              setTyped((before) => ({ ...before, [slot]: text }));
            }}
          />
        );
        const englishHint = `${field.hint} ${copy.defaultHint(item?.default ?? null)}`;
        if (!isSettingWordKey(field.key)) return input(field.key, field.label, englishHint);
        // A setting that is words: its English and its Kiswahili side by side.
        return (
          <div key={field.key} className="grid gap-4 md:grid-cols-2">
            {input(field.key, copy.inEnglish(field.label), englishHint, "en")}
            {input(
              slotOf(field.key, "sw"),
              copy.inKiswahili(field.label),
              `${copy.kiswahiliHint} ${copy.defaultHint(item?.default_sw ?? null)}`,
              "sw",
            )}
          </div>
        );
      })}
      <FormMessage kind="error">{failed ? errorMessage(save.error, copy.failed) : null}</FormMessage>
      <FormMessage kind="success">{done}</FormMessage>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? copy.saving : copy.save(group.title)}
      </Button>
    </form>
  );
}

/**
 * Where M-Pesa prompts pay, beside the paybill the donate page shows: a warning
 * when the two differ (donors by paybill and by prompt would pay different accounts).
 */
function ShortcodeNotice({ shortcode, paybill, copy }: { shortcode: string | null; paybill: string; copy: Copy }) {
  if (shortcode === null) return <p className="text-sm text-muted">{copy.pushesOff}</p>;
  const differs = paybill.trim() !== shortcode;
  return (
    <div className="grid gap-2">
      <p className="text-sm">{fillIn(copy.pushShortcode, { code: shortcode })}</p>
      {differs && (
        <p className="rounded-lg bg-accent-50 px-4 py-3 text-sm font-semibold text-accent-700">
          {fillIn(copy.shortcodeDiffers, { code: shortcode, paybill })}
        </p>
      )}
    </div>
  );
}

/** The site settings by group (the Settings screen, below the Listen Live URL and the X handle). */
export function SiteSettingsGroups({ groups, copy }: { groups: SiteSettingGroup[]; copy: Copy }) {
  const stored = useQuery({ queryKey: queryKeys.settings, queryFn: ({ signal }) => adminApi.listSettings(signal) });
  if (stored.isError) {
    return (
      <LoadFailed
        message={errorMessage(stored.error, copy.loadFailed)}
        retryLabel={copy.retry}
        onRetry={() => void stored.refetch()}
      />
    );
  }
  if (!stored.data) return <p className="text-muted">{copy.loading}</p>;
  const items = stored.data.items;
  return (
    <div className="grid gap-6">
      {groups.map((group) => (
        <SiteSettingsGroupForm
          key={group.id}
          group={group}
          items={items}
          copy={copy}
          pushShortcode={stored.data.mpesa?.shortcode}
        />
      ))}
    </div>
  );
}
