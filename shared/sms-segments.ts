/**
 * How long an SMS is in the gateway's terms (docs/product.md, "SMS"). A text
 * made only of GSM 03.38 characters goes as GSM-7: 160 characters in one
 * part, 153 per part once split (the rest carries the joining header); the
 * characters of the extension table (€ [ ] { } \ ~ ^ |) take two places. Any
 * other character (a curly quote, an emoji, ŋ) sends the whole text as UCS-2:
 * 70 characters in one part, 67 per part once split, and a character beyond
 * the basic plane (most emoji) takes two.
 */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED = "^{}\\[~]|€\f";
const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

export type SmsLength = {
  encoding: "GSM-7" | "UCS-2";
  /** characters as the reader sees them */
  characters: number;
  /** places used in the encoding (an extension character or a surrogate pair counts two) */
  units: number;
  segments: number;
  /** places per part at this length (160/153 or 70/67) */
  perSegment: number;
};

export function smsLength(text: string): SmsLength {
  const characters = [...text].length;
  const gsm = [...text].every((ch) => BASIC.has(ch) || EXTENDED.has(ch));
  if (gsm) {
    const units = [...text].reduce((n, ch) => n + (EXTENDED.has(ch) ? 2 : 1), 0);
    const perSegment = units <= 160 ? 160 : 153;
    return {
      encoding: "GSM-7",
      characters,
      units,
      segments: units === 0 ? 0 : Math.ceil(units / perSegment),
      perSegment,
    };
  }
  const units = text.length; // UTF-16 code units: a surrogate pair takes two
  const perSegment = units <= 70 ? 70 : 67;
  return { encoding: "UCS-2", characters, units, segments: Math.ceil(units / perSegment), perSegment };
}

/** The default estimate per part, in shillings, when SMS_COST_PER_SEGMENT is not set. */
export const DEFAULT_COST_PER_SEGMENT = 0.8;

/** Shillings for `segments` parts sent to `recipients` numbers, rounded to the cent. */
export function smsCost(segments: number, recipients: number, perSegment: number): number {
  return Math.round(segments * recipients * perSegment * 100) / 100;
}
