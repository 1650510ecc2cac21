import { formatPhone } from "../../../shared/format-phone.ts";
import { site } from "../../../shared/site.ts";
import { type SiteSettings, whatsappHref } from "../../../shared/site-settings.ts";
import { Icon, type IconName } from "../ui/icon.tsx";
import { useLocalizedHref } from "../ui/localized-link.tsx";

type Card = { icon: IconName; title: string; text: string; href?: string; external?: boolean };

/** WhatsApp, email and postal address cards (details from the site settings). */
export function ReachUsCards({
  settings,
  copy,
}: {
  settings: SiteSettings;
  /** the cards' titles in the page's language */
  copy: { email: string; postal: string };
}) {
  const localized = useLocalizedHref();
  const email = settings.contact_email ?? "";
  const postal = [site.legalName, settings.address_postal, settings.address_town, site.country];
  const cards: Card[] = [
    {
      icon: "chat",
      title: "WhatsApp",
      text: formatPhone(settings.whatsapp_number ?? ""),
      href: whatsappHref(settings),
      external: true,
    },
    { icon: "mail", title: copy.email, text: email, href: `mailto:${email}` },
    { icon: "pin", title: copy.postal, text: postal.filter(Boolean).join(", ") },
  ];
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
                href={localized(card.href)}
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
