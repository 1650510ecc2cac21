import { fillIn } from "../../../shared/fill-in.ts";
import { site } from "../../../shared/site.ts";
import type { SocialAccount } from "../../../shared/site-settings.ts";
import { useShellData } from "../../lib/shell-copy.ts";
import { Icon, socialIcon } from "../ui/icon.tsx";
import { Tooltip } from "../ui/tooltip.tsx";

export type SocialLinksCopy = { socialMedia: string; socialLink: string };

/** Outside the public layout (no shell copy), the English labels. */
const ENGLISH: SocialLinksCopy = {
  socialMedia: "Social media",
  socialLink: "{site} on {network} (opens in a new tab)",
};

/**
 * The organisation's social accounts (site settings) as round icon links (footer, contact page);
 * `copy` names them, by default in the page's language (the shell's copy).
 */
export function SocialLinks({
  accounts,
  tone = "dark",
  copy: given,
}: {
  accounts: SocialAccount[];
  tone?: "dark" | "light";
  copy?: SocialLinksCopy;
}) {
  const shell = useShellData()?.shell;
  const copy = given ?? shell ?? ENGLISH;
  const color =
    tone === "dark"
      ? "bg-white/10 text-white hover:bg-gold-400 hover:text-brand-900"
      : "bg-brand-50 text-brand-700 hover:bg-brand-700 hover:text-white";
  return (
    <ul className="flex flex-wrap gap-2.5" aria-label={copy.socialMedia}>
      {accounts.map((account) => (
        <li key={account.name}>
          <Tooltip content={`${account.name}: ${account.handle}`}>
            <a
              href={account.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={fillIn(copy.socialLink, { site: site.name, network: account.name })}
              className={`inline-flex size-10 items-center justify-center rounded-full transition-colors ${color}`}
            >
              <Icon name={socialIcon[account.name] ?? "chat"} className="size-4.5" />
            </a>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
