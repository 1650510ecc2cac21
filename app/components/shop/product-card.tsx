import type { Product } from "../../../shared/collections/index.ts";
import { FeatureCard } from "../cards/feature-card.tsx";
import { PRODUCT_ARTWORK } from "../media/media-artwork.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { FavouriteButton } from "./favourite-button.tsx";
import { orderLink } from "./order-link.ts";
import { PriceTag } from "./price-tag.tsx";
import { StarRating } from "./star-rating.tsx";

/**
 * A product: Sale badge when it has an original price, stars (once it has reviews),
 * KSh price, Add to Cart (WhatsApp) and a heart. Without a photo, artwork for its category.
 */
export function ProductCard({ product }: { product: Product }) {
  return (
    <FeatureCard
      image={product.image_url ?? PRODUCT_ARTWORK[product.category]}
      imageAlt={`Illustration of ${product.name}`}
      badges={[
        ...(product.original_price !== null ? [{ label: "Sale", tone: "accent" as const }] : []),
        ...(product.featured ? [{ label: "Featured", tone: "purple" as const }] : []),
      ]}
      eyebrow={product.category}
      title={product.name}
      description={product.description}
      footer={
        <>
          <ButtonLink to={orderLink(product)} external size="sm">
            <Icon name="cart" className="size-4" />
            Add to Cart
            <span className="sr-only"> (order {product.name} on WhatsApp, opens in a new tab)</span>
          </ButtonLink>
          <FavouriteButton name={product.name} />
        </>
      }
    >
      {product.reviews > 0 && <StarRating rating={product.rating} reviews={product.reviews} />}
      <PriceTag price={product.price} originalPrice={product.original_price} />
    </FeatureCard>
  );
}
