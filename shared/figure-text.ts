import { fillIn } from "./fill-in.ts";
import { type FigureSource, type SiteSettings, withFigures } from "./site-settings.ts";

/**
 * A short fact as text: itself, or a named figure with its label. A label with
 * `{figure}` says where the number goes (Kiswahili puts it after the noun: "Vikao
 * 700+ tangu 2020"); otherwise the figure comes first ("15+ counties"). Its own module: only /programs uses it.
 */
export const figureText = (point: string | FigureSource, settings: SiteSettings): string => {
  if (typeof point === "string") return point;
  const figure = withFigures([point], settings)[0]?.value ?? "";
  return point.label.includes("{figure}") ? fillIn(point.label, { figure }) : `${figure} ${point.label}`;
};
