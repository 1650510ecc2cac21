import { formatKsh } from "../../../shared/format-money.ts";
import { type SiteSettings, whatsappHref } from "../../../shared/site-settings.ts";

/** The prefilled WhatsApp message that orders one product, naming it and its price. */
export const orderMessage = (product: { name: string; price: number }) =>
  `Hello Uraia, I would like to order: ${product.name} (${formatKsh(product.price)}).`;

/** Order on WhatsApp: a message to the shop's WhatsApp number (a site setting) naming the product and its price. */
export function orderLink(product: { name: string; price: number }, settings: Pick<SiteSettings, "whatsapp_number">) {
  return whatsappHref(settings, orderMessage(product));
}
