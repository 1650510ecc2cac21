import { escapeHtml } from "../../shared/content-render.ts";

/** The marks both engines put around matched words: control characters no indexed text contains. */
export const MARK_START = "\u0002";
export const MARK_END = "\u0003";

/** Removes the mark characters (and other control characters) from text before it is indexed. */
export const withoutControls = (text: string) => text.replace(/\p{Cc}/gu, " ");

export const hasMark = (text: string | null | undefined) => Boolean(text?.includes(MARK_START));

/** An engine's snippet as HTML: every character escaped first, then the marks become <mark>…</mark>. */
export function snippetHtml(text: string): string {
  return escapeHtml(text.replace(/\s+/g, " ").trim()).replaceAll(MARK_START, "<mark>").replaceAll(MARK_END, "</mark>");
}
