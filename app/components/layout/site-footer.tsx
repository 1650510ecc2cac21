import { formatPhone } from "../../../shared/format-phone.ts";
import { site } from "../../../shared/site.ts";
import { type SiteSettings, type SocialAccount, whatsappHref } from "../../../shared/site-settings.ts";
import type { footerLinkGroups, LegalStatement, newsletter } from "../../content/footer.ts";
import type { LiteSwitchCopy } from "../../content/navigation.ts";
import type { shellCopy } from "../../content/shell.ts";
import type { NewsletterBoxCopy } from "../newsletter/newsletter-copy.ts";
import { Icon } from "../ui/icon.tsx";
import { Link } from "../ui/localized-link.tsx";
import { StaticIsland } from "../ui/static-island.tsx";
import { FooterLegal } from "./footer-legal.tsx";
import { FooterNewsletter } from "./footer-newsletter.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { LiteSwitch } from "./lite-switch.tsx";
import { Logo } from "./logo.tsx";
import { SocialLinks } from "./social-links.tsx";

export type FooterCopy = {
  newsletter: typeof newsletter;
  newsletterBox: NewsletterBoxCopy;
  liteSwitch: LiteSwitchCopy;
  shell: typeof shellCopy;
};

/** The footer's words no interactive part needs (docs/decisions/0093-hydrate-less.md). */
export type FooterStaticCopy = {
  about: string;
  linkGroups: typeof footerLinkGroups;
  statements: LegalStatement[];
  settings: SiteSettings;
  social: SocialAccount[];
};

/**
 * The footer of every public page: `fixed.statements` are the privacy, terms and cookie
 * statements; `fixed.settings` the contact details in force, `fixed.social` the social links.
 * `fixed` is absent in the browser while it hydrates a document: its parts are static
 * islands, kept as the server rendered them (docs/decisions/0093-hydrate-less.md).
 */
export function SiteFooter({ copy, fixed }: { copy: FooterCopy; fixed: FooterStaticCopy | undefined }) {
  return (
    <footer className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid gap-10 py-14 md:grid-cols-2 xl:grid-cols-[1.3fr_2fr_1.2fr]">
          <div>
            <Logo tone="light" homeLabel={copy.shell.logoHome} />
            <StaticIsland data={fixed?.about}>
              {(about) => <p className="mt-4 max-w-sm text-brand-100">{about}</p>}
            </StaticIsland>
            <StaticIsland data={fixed?.social} className="mt-6">
              {(social) => <SocialLinks accounts={social} copy={copy.shell} />}
            </StaticIsland>
          </div>
          <StaticIsland data={fixed?.linkGroups} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {(linkGroups) =>
              linkGroups.map((group) => (
                <nav key={group.title} aria-label={group.title}>
                  <h2 className="text-sm font-bold uppercase tracking-widest text-gold-300">{group.title}</h2>
                  <ul className="mt-4 space-y-2.5">
                    {group.links.map((link) => (
                      <li key={link.to}>
                        <Link to={link.to} className="text-brand-100 hover:text-white hover:underline">
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              ))
            }
          </StaticIsland>
          <div className="md:col-span-2 xl:col-span-1">
            <h2 className="text-sm font-bold uppercase tracking-widest text-gold-300">{copy.shell.contactTitle}</h2>
            <StaticIsland data={fixed?.settings}>
              {(settings) => <FooterAddress settings={settings} copy={copy.shell} />}
            </StaticIsland>
            {/* data-needs-network: left out of the offline page the service worker shows, where it could not be sent */}
            <section data-needs-network="">
              <h2 className="mt-8 text-sm font-bold uppercase tracking-widest text-gold-300">
                {copy.newsletter.title}
              </h2>
              <p className="mt-2 text-sm text-brand-100">{copy.newsletter.intro}</p>
              <FooterNewsletter copy={copy.newsletter} box={copy.newsletterBox} label={copy.shell.newsletterForm} />
            </section>
          </div>
        </div>
        <StaticIsland data={fixed?.statements}>{(statements) => <FooterLegal statements={statements} />}</StaticIsland>
        <div className="flex flex-col gap-3 border-t border-white/15 py-6 text-sm text-brand-100 sm:flex-row sm:items-center sm:justify-between">
          <StaticIsland data={fixed?.statements}>
            {(statements) => (
              <>
                <p>
                  © {new Date().getFullYear()} {site.legalName}. {copy.shell.rightsReserved}
                </p>
                <ul className="flex gap-5">
                  {statements.map((s) => (
                    <li key={s.id}>
                      <a href={`#${s.id}`} className="hover:text-white hover:underline">
                        {s.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </StaticIsland>
          <LanguageSwitch copy={copy.shell.languageSwitch} className="text-brand-100 underline hover:text-white" />
          <LiteSwitch copy={copy.liteSwitch} />
        </div>
      </div>
    </footer>
  );
}

/** The contact details in force: WhatsApp, email and the street address. */
function FooterAddress({ settings, copy }: { settings: SiteSettings; copy: typeof shellCopy }) {
  const email = settings.contact_email ?? "";
  return (
    <address className="mt-4 space-y-3 not-italic text-brand-100">
      <a
        href={whatsappHref(settings)}
        className="flex gap-3 hover:text-white"
        target="_blank"
        rel="noopener noreferrer"
      >
        <Icon name="chat" className="mt-0.5 size-5 text-gold-300" />
        <span>
          {copy.whatsapp} {formatPhone(settings.whatsapp_number ?? "")}
        </span>
      </a>
      <a href={`mailto:${email}`} className="flex gap-3 hover:text-white">
        <Icon name="mail" className="mt-0.5 size-5 text-gold-300" />
        <span>{email}</span>
      </a>
      <p className="flex gap-3">
        <Icon name="pin" className="mt-0.5 size-5 text-gold-300" />
        <span>
          {[settings.address_street, settings.address_town, settings.address_county].filter(Boolean).join(", ")}
        </span>
      </p>
    </address>
  );
}
