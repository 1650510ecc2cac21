import { Icon, type IconName } from "../ui/icon.tsx";

/** Share symbols not in the site's icon set (24×24, currentColor). */
const glyphs = {
  link: <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
  share: <path d="M12 3v12M7.5 7.5 12 3l4.5 4.5M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />,
} as const;

export type GlyphName = keyof typeof glyphs | IconName;

export function ShareGlyph({ name }: { name: GlyphName }) {
  if (name !== "link" && name !== "share") return <Icon name={name} className="size-4.5" />;
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4.5 shrink-0"
      aria-hidden="true"
      focusable="false"
    >
      {glyphs[name]}
    </svg>
  );
}
