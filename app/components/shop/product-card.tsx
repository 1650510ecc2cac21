import type { Product } from "../../../shared/collections/index.ts";
import type { ListNames } from "../../../shared/list-names.ts";
import { type SiteSettings, telHref } from "../../../shared/site-settings.ts";
import type { shopPage } from "../../content/shop.ts";
import { useCardLabels, useIllustrationAlt } from "../../lib/shell-copy.ts";
import { FeatureCard } from "../cards/feature-card.tsx";
import { PRODUCT_ARTWORK } from "../media/media-artwork.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { FavouriteButton } from "./favourite-button.tsx";
import { orderLink } from "./order-link.ts";
import { PriceTag } from "./price-tag.tsx";
import { StarRating } from "./star-rating.tsx";

export type OrderContact = Pick<SiteSettings, "whatsapp_number" | "phone">;

/**
 * A product: Sale badge when it has an original price, stars (once it has reviews),
 * KSh price, Order on WhatsApp (the message names the product), Call to order and
 * a heart. Without a photo, artwork for its category.
 */
export function ProductCard({
  product,
  contact,
  copy,
}: {
  product: Product & ListNames;
  /** the WhatsApp number and phone in force (site settings) */
  contact: OrderContact;
  copy: (typeof shopPage)["ordering"];
}) {
  const labels = useCardLabels();
  const illustrationAlt = useIllustrationAlt();
  return (
    <FeatureCard
      image={product.image_url ?? PRODUCT_ARTWORK[product.category]}
      imageAlt={illustrationAlt(product.name)}
      badges={[
        ...(product.original_price !== null ? [{ label: labels.sale, tone: "accent" as const }] : []),
        ...(product.featured ? [{ label: labels.featured, tone: "purple" as const }] : []),
      ]}
      eyebrow={product.category_name ?? product.category}
      title={product.name}
      description={product.description}
      footer={
        <>
          <ButtonLink to={orderLink(product, contact)} external size="sm">
            <Icon name="chat" className="size-4" />
            {copy.whatsapp}
            <span className="sr-only">{copy.whatsappFor(product.name)}</span>
          </ButtonLink>
          {contact.phone && (
            <ButtonLink to={telHref(contact.phone)} variant="outline" size="sm">
              <Icon name="phone" className="size-4" />
              {copy.call}
              <span className="sr-only">{copy.callFor(product.name)}</span>
            </ButtonLink>
          )}
          <FavouriteButton name={product.name} />
        </>
      }
    >
      {product.reviews > 0 && <StarRating rating={product.rating} reviews={product.reviews} />}
      <PriceTag price={product.price} originalPrice={product.original_price} />
    </FeatureCard>
  );
}
