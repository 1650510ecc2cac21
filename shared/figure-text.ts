import { type FigureSource, type SiteSettings, withFigures } from "./site-settings.ts";

/** A short fact as text: itself, or a named figure before its label ("15+ counties"). Its own module: only /programs uses it. */
export const figureText = (point: string | FigureSource, settings: SiteSettings): string =>
  typeof point === "string" ? point : `${withFigures([point], settings)[0]?.value ?? ""} ${point.label}`;
