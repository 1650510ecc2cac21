import { fillIn } from "../../../shared/fill-in.ts";
import { useCardLabels } from "../../lib/shell-copy.ts";
import { Icon } from "../ui/icon.tsx";
import { ratingLabel, starStates } from "./rating.ts";

export function StarRating({ rating, reviews }: { rating: number; reviews: number }) {
  const labels = useCardLabels();
  return (
    <p className="flex items-center gap-2 text-sm text-muted">
      <span role="img" aria-label={ratingLabel(rating, labels.rated)} className="flex text-gold-500">
        {starStates(rating).map((filled, i) => (
          <span key={i} data-star={filled ? "filled" : "empty"}>
            <Icon name="star" filled={filled} className={`size-4 ${filled ? "" : "text-line"}`} />
          </span>
        ))}
      </span>
      <span>{fillIn(labels.reviews, { rating, count: reviews })}</span>
    </p>
  );
}
