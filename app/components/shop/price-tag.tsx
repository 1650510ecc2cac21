import { formatKsh } from "../../../shared/format-money.ts";

/** The price in KSh; when on sale, the original price struck through beside it. */
export function PriceTag({ price, originalPrice }: { price: number; originalPrice: number | null }) {
  return (
    <p className="flex flex-wrap items-baseline gap-2">
      <span className="font-display text-2xl font-bold text-brand-800">{formatKsh(price)}</span>
      {originalPrice !== null && (
        <s className="text-muted">
          <span className="sr-only">Original price </span>
          {formatKsh(originalPrice)}
        </s>
      )}
    </p>
  );
}
