import type { ReactNode } from "react";
import { site, whatsappLink } from "../../../shared/site.ts";
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

/** WhatsApp, email, address, office hours and the follow-us card of the Contact page. */
export function ContactCards({ copy }: { copy: typeof contactCards }) {
  const { address } = site;
  return (
    <div className="space-y-4">
      <InfoCard icon="chat" title={copy.whatsapp}>
        <a
          href={whatsappLink()}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {site.phone}
        </a>
      </InfoCard>
      <InfoCard icon="mail" title={copy.email}>
        <a
          href={`mailto:${site.email}`}
          className="font-semibold break-words text-brand-700 underline-offset-2 hover:underline"
        >
          {site.email}
        </a>
      </InfoCard>
      <InfoCard icon="pin" title={copy.address}>
        <address className="not-italic">
          {address.street}
          <br />
          {address.postal}, {address.town}
          <br />
          {address.county}, {address.country}
        </address>
      </InfoCard>
      <InfoCard icon="clock" title={copy.hours}>
        <p>{site.officeHours}</p>
        <p className="mt-1 text-sm">{site.replyPromise}</p>
      </InfoCard>
      <div className="rounded-card bg-brand-800 p-5 text-white">
        <h3 className="font-bold">{copy.follow}</h3>
        <p className="mt-1 mb-4 text-sm text-brand-100">{copy.followIntro}</p>
        <SocialLinks />
      </div>
    </div>
  );
}
