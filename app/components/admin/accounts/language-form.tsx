import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { LOCALES, type Locale } from "../../../../shared/locales.ts";
import type { Me } from "../../../../shared/staff.ts";
import type { accountsCopy } from "../../../content/admin-accounts.ts";
import { SelectField } from "../form-kit/select-field.tsx";
import { useSave } from "../form-kit/use-save.ts";
import { queryKeys } from "../shell/admin-api.ts";
import { AccountFormCard } from "./account-form-card.tsx";
import { accountsApi } from "./accounts-api.ts";

/**
 * The staff member's language (docs/product.md, "The admin in Kiswahili"):
 * saved with PUT /api/me; the stored answer switches the whole admin at once.
 */
export function LanguageForm({ me, copy }: { me: Me; copy: typeof accountsCopy.account }) {
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<Locale>(me.language);
  const { state, save } = useSave(copy.failed);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await save(async () => {
      queryClient.setQueryData(queryKeys.me, await accountsApi.updateMe({ language }));
    }, copy.languageSaved);
  }

  return (
    <AccountFormCard
      id="language"
      title={copy.languageTitle}
      intro={copy.languageIntro}
      // Saved: said in the language just chosen (the copy has switched with it).
      state={state.done ? { ...state, done: copy.languageSaved } : state}
      submitLabel={copy.saveLanguage}
      busyLabel={copy.saving}
      onSubmit={submit}
    >
      <SelectField
        id="me-language"
        label={copy.language}
        value={language}
        options={LOCALES.map((value) => ({ value, label: copy.languages[value] }))}
        onChange={(value) => setLanguage(value === "sw" ? "sw" : "en")}
        error={state.fields?.language}
      />
    </AccountFormCard>
  );
}
