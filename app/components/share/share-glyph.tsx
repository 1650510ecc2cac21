import { Icon, type IconName } from "../ui/icon.tsx";

/** Brand marks and share symbols not in the site's icon set (24×24, currentColor). */
const glyphs = {
  x: <path d="M4 4l16 16M20 4 4 20" />,
  facebook: <path d="M14 8.5V7a1.5 1.5 0 0 1 1.5-1.5H17V2h-2.5A4.5 4.5 0 0 0 10 6.5v2H7.5V12H10v10h4V12h2.6l.6-3.5Z" />,
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.2v.01M12 17v-6.5m0 2.5a2.5 2.5 0 0 1 5 0v4" />
    </>
  ),
  link: <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
  share: <path d="M12 3v12M7.5 7.5 12 3l4.5 4.5M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />,
} as const;

export type GlyphName = keyof typeof glyphs | IconName;

export function ShareGlyph({ name }: { name: GlyphName }) {
  if (!(name in glyphs)) return <Icon name={name as IconName} className="size-4.5" />;
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
      {glyphs[name as keyof typeof glyphs]}
    </svg>
  );
}
