import type { LinkAction } from "../../content/page-types.ts";
import { ButtonLink, type ButtonSize } from "../ui/button.tsx";

/** A row of buttons that lead somewhere (never a button that does nothing). */
export function ActionLinks({
  actions,
  size = "md",
  className = "",
}: {
  actions: LinkAction[];
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {actions.map((action) => (
        <ButtonLink key={action.label} to={action.href} variant={action.variant ?? "primary"} size={size}>
          {action.label}
        </ButtonLink>
      ))}
    </div>
  );
}
