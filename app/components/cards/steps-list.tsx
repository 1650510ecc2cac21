import { fillIn } from "../../../shared/fill-in.ts";
import type { Step } from "../../content/page-types.ts";
import { useCardLabels } from "../../lib/shell-copy.ts";

/** A numbered process (application steps, club registration…). */
export function StepsList({ steps }: { steps: Step[] }) {
  const labels = useCardLabels();
  const cols = steps.length === 5 ? "lg:grid-cols-5" : steps.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4";
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${cols}`}>
      {steps.map((step, i) => (
        <li key={step.title} className="relative rounded-card border border-line bg-white p-6 shadow-card">
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 font-display text-lg font-bold">
            <span className="sr-only">{fillIn(labels.step, { n: i + 1 })}</span>
            {step.title}
          </h3>
          <p className="mt-2 text-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
