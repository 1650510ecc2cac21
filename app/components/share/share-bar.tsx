import { startTransition, useEffect, useState } from "react";
import { fillIn } from "../../../shared/fill-in.ts";
import { localizedUrl, type ShareLink, type ShareNetwork, shareLinks } from "../../../shared/share-urls.ts";

/** The networks' own names, the same in every language. */
const NETWORK_NAMES: Record<ShareNetwork, string> = {
  x: "X",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  whatsapp: "WhatsApp",
  email: "e-mail",
};

import { useLocale } from "../../lib/locale.ts";
import { useCardLabels } from "../../lib/shell-copy.ts";
import { Icon, type IconName } from "../ui/icon.tsx";
import { copyLink } from "./copy-link.ts";

/** The share bar's icons: one size for every target. */
const GLYPH = "size-4.5";

const networkIcon: Record<ShareNetwork, IconName> = {
  x: "x",
  facebook: "facebook",
  linkedin: "linkedin",
  whatsapp: "whatsapp",
  email: "mail",
};

/** The round link of each network and the copy and share buttons (app/app.css). */
const round = "share-link";

/**
 * Share links for one URL: X, Facebook, LinkedIn and WhatsApp in a new tab and
 * e-mail, as plain links whose names are text (read by screen readers and shown
 * by text browsers, hidden visually). Copy link and the device's own share
 * sheet need a script, so they appear only once the page has hydrated.
 */
export function ShareBar({ url: given, title, className = "" }: { url: string; title: string; className?: string }) {
  const labels = useCardLabels();
  // The address shared is the page in the reader's language.
  const url = localizedUrl(given, useLocale());
  // The link's name in the page's language (the English one without the shell's copy).
  const shareLabel = (link: ShareLink) =>
    !labels.shareOn
      ? link.label
      : link.network === "email"
        ? labels.shareByEmail
        : fillIn(labels.shareOn, { network: NETWORK_NAMES[link.network] });
  const [scripted, setScripted] = useState(false);
  const [canShare, setCanShare] = useState(false);
  useEffect(() => {
    startTransition(() => {
      setScripted(true);
      setCanShare(typeof navigator.share === "function");
    });
  }, []);

  return (
    <ul className={`flex flex-wrap items-center gap-2 ${className}`} aria-label={fillIn(labels.shareList, { title })}>
      {shareLinks(url, title).map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target={link.network === "email" ? undefined : "_blank"}
            rel="noopener noreferrer"
            title={shareLabel(link)}
            className={round}
          >
            <Icon name={networkIcon[link.network]} className={GLYPH} />
            <span className="sr-only">{shareLabel(link)}</span>
          </a>
        </li>
      ))}
      {scripted && (
        <li>
          <button
            type="button"
            className={round}
            onClick={() => copyLink(url)}
            aria-label={labels.copyLink}
            title={labels.copyLink}
          >
            <Icon name="link" className={GLYPH} />
          </button>
        </li>
      )}
      {canShare && (
        <li>
          <button
            type="button"
            className={round}
            aria-label={labels.share}
            title={labels.share}
            onClick={() => navigator.share({ title, url }).catch(() => {})}
          >
            <Icon name="share" className={GLYPH} />
          </button>
        </li>
      )}
    </ul>
  );
}
