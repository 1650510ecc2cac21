import { formatKsh } from "../../../shared/format-money.ts";
import { whatsappLink } from "../../../shared/site.ts";

/** Add to Cart: a WhatsApp message to the organisation naming the product and its price. */
export function orderLink(product: { name: string; price: number }): string {
  return whatsappLink(`Hello Uraia, I would like to order: ${product.name} (${formatKsh(product.price)}).`);
}
