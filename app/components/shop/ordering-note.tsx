import { formatPhone } from "../../../shared/format-phone.ts";
import { telHref, whatsappHref } from "../../../shared/site-settings.ts";
import type { shopPage } from "../../content/shop.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import type { OrderContact } from "./product-card.tsx";

/** How ordering works: WhatsApp or a call, with the numbers in force (site settings). */
export function OrderingNote({ copy, contact }: { copy: (typeof shopPage)["ordering"]; contact: OrderContact }) {
  return (
    <section aria-labelledby="ordering-title" className="rounded-card border border-line bg-white p-6 shadow-card">
      <h2 id="ordering-title" className="font-display text-xl font-bold text-brand-800">
        {copy.title}
      </h2>
      <p className="mt-2 max-w-3xl text-muted">{copy.text}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to={whatsappHref(contact)} external size="sm">
          <Icon name="chat" className="size-4" />
          {copy.whatsapp} {formatPhone(contact.whatsapp_number ?? "")}
        </ButtonLink>
        {contact.phone && (
          <ButtonLink to={telHref(contact.phone)} variant="outline" size="sm">
            <Icon name="phone" className="size-4" />
            {copy.call} {formatPhone(contact.phone)}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
