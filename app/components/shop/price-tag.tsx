import { useFormats } from "../../lib/formats.ts";
import { useShellData } from "../../lib/shell-copy.ts";

/** The price in KSh, in the page's language; when on sale, the original price struck through beside it. */
export function PriceTag({ price, originalPrice }: { price: number; originalPrice: number | null }) {
  const formats = useFormats();
  const originalLabel = useShellData()?.shell.originalPrice ?? "";
  return (
    <p className="flex flex-wrap items-baseline gap-2">
      <span className="font-display text-2xl font-bold text-brand-800">{formats.ksh(price)}</span>
      {originalPrice !== null && (
        <s className="text-muted">
          <span className="sr-only">{originalLabel} </span>
          {formats.ksh(originalPrice)}
        </s>
      )}
    </p>
  );
}
