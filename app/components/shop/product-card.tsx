import type { Product } from "../../content/shop.ts";
import { FeatureCard } from "../cards/feature-card.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { FavouriteButton } from "./favourite-button.tsx";
import { orderLink } from "./order-link.ts";
import { PriceTag } from "./price-tag.tsx";
import { StarRating } from "./star-rating.tsx";

/** A product: Sale badge when it has an original price, stars, KSh price, Add to Cart (WhatsApp) and a heart. */
export function ProductCard({ product }: { product: Product }) {
  return (
    <FeatureCard
      image={product.image}
      imageAlt={`Illustration of ${product.name}`}
      badges={[
        ...(product.originalPrice !== null ? [{ label: "Sale", tone: "accent" as const }] : []),
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
      <StarRating rating={product.rating} reviews={product.reviews} />
      <PriceTag price={product.price} originalPrice={product.originalPrice} />
    </FeatureCard>
  );
}
