import { BOUNCE_TOKEN_PATTERN } from "./newsletter-tokens.ts";

export const BOUNCE_KINDS = ["hard", "soft", "complaint"] as const;
export type BounceKind = (typeof BOUNCE_KINDS)[number];

/** What a received bounce or complaint says, and the bounce tokens it quotes (not yet checked). */
export type BounceReport = { kind: BounceKind; detail: string; tokens: string[] };

/** A report's header-like fields ("Name: value", folded lines joined), one group per blank-line block. */
function fieldGroups(text: string): Array<Map<string, string>> {
  const groups: Array<Map<string, string>> = [];
  let current = new Map<string, string>();
  let last: string | null = null;
  for (const line of text.replace(/\r\n/g, "\n").split("\n")) {
    if (line.trim() === "") {
      if (current.size > 0) groups.push(current);
      current = new Map();
      last = null;
    } else if (/^\s/.test(line) && last) {
      current.set(last, `${current.get(last)} ${line.trim()}`);
    } else {
      const match = /^([\w-]+)\s*:\s*(.*)$/.exec(line);
      if (!match) continue;
      last = match[1]!.toLowerCase();
      current.set(last, match[2]!.trim());
    }
  }
  if (current.size > 0) groups.push(current);
  return groups;
}

/**
 * A delivery status notification's verdict (RFC 3464): the first recipient whose
 * Action is "failed". Status 5.x.x is a hard bounce, except 5.2.2 (mailbox full),
 * which like 4.x.x is soft. A "delayed" or "delivered" report is no bounce.
 */
export function dsnVerdict(deliveryStatus: string): { kind: BounceKind; detail: string } | null {
  for (const group of fieldGroups(deliveryStatus)) {
    if (group.get("action")?.toLowerCase() !== "failed") continue;
    const status = /\b([245])\.(\d{1,3})\.(\d{1,3})\b/.exec(group.get("status") ?? "");
    if (!status) continue;
    const code = `${status[1]}.${status[2]}.${status[3]}`;
    const soft = status[1] === "4" || code === "5.2.2";
    const diagnostic = group.get("diagnostic-code")?.replace(/^smtp;\s*/i, "");
    return { kind: soft ? "soft" : "hard", detail: diagnostic ? `${code} ${diagnostic}`.slice(0, 500) : code };
  }
  return null;
}

/** A feedback report's verdict (RFC 5965, ARF): every feedback type counts as a complaint. */
export function arfVerdict(feedbackReport: string): { kind: BounceKind; detail: string } | null {
  const fields = fieldGroups(feedbackReport)[0];
  const type = fields?.get("feedback-type");
  if (!type) return null;
  const agent = fields?.get("user-agent");
  return { kind: "complaint", detail: (agent ? `${type} (${agent})` : type).slice(0, 500) };
}

/**
 * Reads a mail received at the bounce address: a DSN (multipart/report;
 * report-type=delivery-status) or an ARF complaint (report-type=feedback-report).
 * Anything else (an auto-reply, a delay notice, spam) answers null.
 */
export async function readBounceReport(raw: Buffer | string): Promise<BounceReport | null> {
  // Loaded with the first bounce, not at every start (docs/decisions/0098).
  const { simpleParser } = await import("mailparser");
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextLinks: true });
  const type = mail.headers.get("content-type") as { value?: string; params?: Record<string, string> } | undefined;
  const reportType =
    type?.value?.toLowerCase() === "multipart/report" ? type.params?.["report-type"]?.toLowerCase() : undefined;
  const parts = mail.attachments.map((a) => ({ type: a.contentType.toLowerCase(), text: a.content.toString("utf8") }));
  let verdict: { kind: BounceKind; detail: string } | null = null;
  if (reportType === "feedback-report") {
    const arf = parts.find((p) => p.type === "message/feedback-report");
    verdict = arf ? arfVerdict(arf.text) : null;
  } else if (reportType === "delivery-status") {
    // mailparser reads the message/delivery-status part as text, after the human-readable part.
    const dsn = parts.find((p) => p.type === "message/delivery-status" || p.type === "message/global-delivery-status");
    verdict = dsnVerdict(dsn?.text ?? mail.text ?? "");
  }
  if (!verdict) return null;
  const haystack = [typeof raw === "string" ? raw : raw.toString("utf8"), ...parts.map((p) => p.text)].join("\n");
  const tokens = [...new Set([...haystack.matchAll(BOUNCE_TOKEN_PATTERN)].map((m) => m[1]!.toLowerCase()))];
  return { ...verdict, tokens };
}
