import { escapeHtml } from "../../shared/content-render.ts";
import type { Locale } from "../../shared/locales.ts";

/** Where each recipient's own unsubscribe link goes in the frozen mail (replaced per recipient). */
export const UNSUBSCRIBE_SLOT = "{{unsubscribe}}";

/** A news item as the issue shows it, in the issue's language, with absolute links. */
export type IssueStory = { title: string; excerpt: string; url: string; imageUrl: string | null };

export type IssueContent = {
  subject: string;
  locale: Locale;
  intro: string;
  body: string;
  stories: IssueStory[];
  /** the issue's page in the archive */
  archiveUrl: string;
  /** the organisation's address and office hours in the issue's language (server/mail/organisation-footer.ts) */
  footer: string[];
};

const WORDS: Record<Locale, { read: string; online: string; why: string; unsubscribe: string }> = {
  en: {
    read: "Read more",
    online: "Read this issue online",
    why: "You receive this because you subscribed to the Uraia newsletter.",
    unsubscribe: "Unsubscribe",
  },
  sw: {
    read: "Soma zaidi",
    online: "Soma toleo hili mtandaoni",
    why: "Unapokea barua pepe hii kwa sababu ulijisajili kupokea jarida la Uraia.",
    unsubscribe: "Jiondoe",
  },
};

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The issue's plain-text part: every word and link of the HTML part, readable
 * in any mail app. The unsubscribe link is the recipient's own (UNSUBSCRIBE_SLOT).
 */
export function issueText(issue: IssueContent): string {
  const w = WORDS[issue.locale];
  const lines: string[] = [issue.subject, "", ...paragraphs(issue.intro).flatMap((p) => [p, ""])];
  for (const story of issue.stories) lines.push(story.title, story.excerpt, `${w.read}: ${story.url}`, "");
  lines.push(...paragraphs(issue.body).flatMap((p) => [p, ""]));
  lines.push(
    `${w.online}: ${issue.archiveUrl}`,
    "",
    "--",
    w.why,
    `${w.unsubscribe}: ${UNSUBSCRIBE_SLOT}`,
    ...issue.footer,
  );
  return lines.join("\n");
}

/**
 * The issue's HTML part: one centred column at most 600 px wide that narrows with
 * the screen, inline styles only (mail apps drop style sheets), and nothing that
 * needs images: every picture has its title as alt text, headings and links are
 * text, colours are background colours. No tracking pixel and no redirecting links.
 */
export function issueHtml(issue: IssueContent): string {
  const w = WORDS[issue.locale];
  const e = escapeHtml;
  const text = (p: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;">${e(p)}</p>`;
  const stories = issue.stories
    .map((s) => {
      const image = s.imageUrl
        ? `<a href="${e(s.url)}"><img src="${e(s.imageUrl)}" alt="${e(s.title)}" width="552" style="display:block;width:100%;max-width:552px;height:auto;border:0;margin:0 0 12px;color:#1b5e20;font-weight:bold;"></a>`
        : "";
      return `<tr><td style="padding:0 0 24px;">${image}<h2 style="margin:0 0 8px;font-size:20px;line-height:1.3;"><a href="${e(s.url)}" style="color:#1b5e20;text-decoration:none;">${e(s.title)}</a></h2>${text(s.excerpt)}<a href="${e(s.url)}" style="color:#1b5e20;font-weight:bold;">${e(w.read)}</a></td></tr>`;
    })
    .join("");
  return `<!doctype html>
<html lang="${issue.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(issue.subject)}</title></head>
<body style="margin:0;padding:0;background-color:#f4f1ea;color:#1f1f1f;font-family:Arial,Helvetica,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color:#f4f1ea;"><tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background-color:#ffffff;">
<tr><td style="padding:20px 24px;background-color:#1b5e20;color:#ffffff;font-size:22px;font-weight:bold;">Uraia</td></tr>
<tr><td style="padding:24px 24px 8px;"><h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;">${e(issue.subject)}</h1>${paragraphs(issue.intro).map(text).join("")}</td></tr>
<tr><td style="padding:0 24px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${stories}</table></td></tr>
${issue.body ? `<tr><td style="padding:0 24px 8px;">${paragraphs(issue.body).map(text).join("")}</td></tr>` : ""}
<tr><td style="padding:16px 24px 24px;font-size:13px;line-height:1.5;color:#4a4a4a;border-top:1px solid #dddddd;"><p style="margin:0 0 8px;"><a href="${e(issue.archiveUrl)}" style="color:#1b5e20;">${e(w.online)}</a></p><p style="margin:0 0 8px;">${e(w.why)} <a href="${UNSUBSCRIBE_SLOT}" style="color:#1b5e20;">${e(w.unsubscribe)}</a></p>${issue.footer.map((line) => `<p style="margin:0;">${e(line)}</p>`).join("")}</td></tr>
</table></td></tr></table></body></html>`;
}
