import type { accountsCopy } from "../../../content/admin-accounts.ts";
import { Button } from "../../ui/button.tsx";

/** The recovery codes, shown once, until the person says they have saved them. */
export function RecoveryCodes({
  codes,
  onDone,
  copy,
}: {
  codes: string[];
  onDone: () => void;
  copy: typeof accountsCopy.totp;
}) {
  return (
    <section aria-labelledby="codes-title" className="space-y-3 rounded-lg border-2 border-gold-300 bg-gold-50 p-4">
      <h4 id="codes-title" className="font-semibold text-ink">
        {copy.codesTitle}
      </h4>
      <p className="text-sm text-muted">{copy.codesIntro}</p>
      <ol className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-base text-ink sm:grid-cols-3">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button size="sm" onClick={onDone}>
        {copy.codesDone}
      </Button>
    </section>
  );
}
