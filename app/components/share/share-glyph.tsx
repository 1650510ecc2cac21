import { Icon, type IconName } from "../ui/icon.tsx";

export type GlyphName = IconName;

/** A share target's symbol, at the share bar's size. */
export function ShareGlyph({ name }: { name: GlyphName }) {
  return <Icon name={name} className="size-4.5" />;
}
