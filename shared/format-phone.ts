/** Shows a stored E.164 number readably: +254 712 345 678 for Kenyan mobiles, as stored otherwise. */
export function formatPhone(e164: string): string {
  const kenyan = /^\+254(\d{3})(\d{3})(\d{3})$/.exec(e164);
  return kenyan ? `+254 ${kenyan[1]} ${kenyan[2]} ${kenyan[3]}` : e164;
}

/** A link that calls the number (stored as E.164). */
export const telHref = (e164: string) => `tel:${e164.replace(/[^\d+]/g, "")}`;

/** A WhatsApp chat with the number: https://wa.me/ and its E.164 digits without the +. */
export const whatsappHref = (e164: string) => `https://wa.me/${e164.replace(/\D/g, "")}`;
