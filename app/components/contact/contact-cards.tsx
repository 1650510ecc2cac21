import type { ReactNode } from "react";
import { formatPhone } from "../../../shared/format-phone.ts";
import { site } from "../../../shared/site.ts";
import { type SiteSettings, type SocialAccount, telHref, whatsappHref } from "../../../shared/site-settings.ts";
import type { contactCards } from "../../content/contact.ts";
import { SocialLinks } from "../layout/social-links.tsx";
import { Icon, type IconName } from "../ui/icon.tsx";

function InfoCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-card border border-line bg-white p-5 shadow-card">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Icon name={icon} />
      </span>
      <div className="min-w-0">
        <h3 className="font-bold">{title}</h3>
        <div className="mt-1 text-muted">{children}</div>
      </div>
    </div>
  );
}

const link = "font-semibold text-brand-700 underline-offset-2 hover:underline";

/** WhatsApp, phone, email, address, office hours and the follow-us card of the Contact page (from the site settings). */
export function ContactCards({
  copy,
  settings,
  social,
}: {
  copy: typeof contactCards;
  settings: SiteSettings;
  social: SocialAccount[];
}) {
  const email = settings.contact_email ?? "";
  const phone = settings.phone ?? "";
  return (
    <div className="space-y-4">
      <InfoCard icon="chat" title={copy.whatsapp}>
        <a href={whatsappHref(settings)} target="_blank" rel="noopener noreferrer" className={link}>
          {formatPhone(settings.whatsapp_number ?? "")}
        </a>
      </InfoCard>
      <InfoCard icon="phone" title={copy.phone}>
        <a href={telHref(phone)} className={link}>
          {formatPhone(phone)}
        </a>
      </InfoCard>
      <InfoCard icon="mail" title={copy.email}>
        <a href={`mailto:${email}`} className={`break-words ${link}`}>
          {email}
        </a>
      </InfoCard>
      <InfoCard icon="pin" title={copy.address}>
        <address className="not-italic">
          {settings.address_street}
          <br />
          {[settings.address_postal, settings.address_town].filter(Boolean).join(", ")}
          <br />
          {[settings.address_county, site.country].filter(Boolean).join(", ")}
        </address>
      </InfoCard>
      <InfoCard icon="clock" title={copy.hours}>
        <p>{settings.office_hours}</p>
        <p className="mt-1 text-sm">{copy.replyPromise}</p>
      </InfoCard>
      <div className="rounded-card bg-brand-800 p-5 text-white">
        <h3 className="font-bold">{copy.follow}</h3>
        <p className="mt-1 mb-4 text-sm text-brand-100">{copy.followIntro}</p>
        <SocialLinks accounts={social} />
      </div>
    </div>
  );
}
