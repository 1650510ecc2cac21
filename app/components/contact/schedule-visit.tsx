import type { scheduleVisit } from "../../content/contact.ts";
import { buttonClass } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { Link } from "../ui/localized-link.tsx";

/** Schedule a Visit: prefills the form's subject and takes the visitor to it (works without JavaScript too). */
export function ScheduleVisit({ copy }: { copy: typeof scheduleVisit }) {
  return (
    <div className="rounded-card border-2 border-dashed border-brand-300 bg-brand-50 p-6">
      <div className="flex items-center gap-3">
        <Icon name="calendar" className="size-6 text-brand-700" />
        <h3 className="font-display text-xl font-bold text-brand-800">{copy.title}</h3>
      </div>
      <p className="mt-2 text-muted">{copy.body}</p>
      <Link
        to={`?subject=${encodeURIComponent(copy.subject)}#contact-form`}
        preventScrollReset
        className={buttonClass("outline", "md", "mt-4")}
      >
        {copy.button}
      </Link>
    </div>
  );
}
