import { site, whatsappLink } from "../../../shared/site.ts";
import { Icon, type IconName } from "../ui/icon.tsx";

const cards: { icon: IconName; title: string; text: string; href?: string; external?: boolean }[] = [
  { icon: "chat", title: "WhatsApp", text: site.phone, href: whatsappLink(), external: true },
  { icon: "mail", title: "Email", text: site.email, href: `mailto:${site.email}` },
  {
    icon: "pin",
    title: "Postal address",
    text: `${site.legalName}, ${site.address.postal}, ${site.address.town}, ${site.address.country}`,
  },
];

/** WhatsApp, email and postal address cards (details from site.ts). */
export function ReachUsCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title} className="flex gap-4 rounded-card border border-line bg-white p-6 shadow-card">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Icon name={card.icon} />
          </span>
          <div className="min-w-0">
            <h3 className="font-bold">{card.title}</h3>
            {card.href ? (
              <a
                href={card.href}
                {...(card.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className="mt-1 block font-semibold break-words text-brand-700 underline-offset-2 hover:underline"
              >
                {card.text}
              </a>
            ) : (
              <address className="mt-1 text-muted not-italic">{card.text}</address>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
