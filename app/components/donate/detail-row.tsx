import { CopyButton } from "../ui/copy-button.tsx";

/** One payment detail (label and value), optionally with a copy button. */
export function DetailRow({ label, value, copy = false }: { label: string; value: string; copy?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="flex items-center gap-1 font-mono text-base font-bold tracking-wide text-ink">
        {value}
        {copy && <CopyButton value={value} what={label} />}
      </dd>
    </div>
  );
}

export function Steps({ steps }: { steps: string[] }) {
  return (
    <ol className="mt-4 space-y-2.5">
      {steps.map((step, index) => (
        <li key={step} className="flex gap-3">
          <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">
            {index + 1}
          </span>
          <span>{step}</span>
        </li>
      ))}
    </ol>
  );
}
