/** Small stroke icons drawn for this site (24×24 grid, currentColor). Decorative unless labelled. */
const paths = {
  chevronDown: <path d="m6 9 6 6 6-6" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  arrowRight: <path d="M5 12h14m-6-6 6 6-6 6" />,
  phone: <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />,
  chat: <path d="M21 11.5a8.4 8.4 0 0 1-12.4 7.4L3 21l2-5.4A8.4 8.4 0 1 1 21 11.5Z" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  copy: (
    <>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h8" />
    </>
  ),
  radio: (
    <>
      <circle cx="12" cy="12" r="2" />
      <path d="M8.5 8.5a5 5 0 0 0 0 7m7 0a5 5 0 0 0 0-7M5.6 5.6a9 9 0 0 0 0 12.8m12.8 0a9 9 0 0 0 0-12.8" />
    </>
  ),
  heart: <path d="M12 20s-7.5-4.6-9-9.5A4.8 4.8 0 0 1 12 7a4.8 4.8 0 0 1 9 3.5C19.5 15.4 12 20 12 20Z" />,
  phoneMoney: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2" />
      <path d="M10 18.5h4M12 7v6m-2-1.5c0 .8.9 1.5 2 1.5s2-.7 2-1.5-.9-1.3-2-1.5-2-.7-2-1.5.9-1.5 2-1.5 2 .7 2 1.5" />
    </>
  ),
  card: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 10h19M6 15h4" />
    </>
  ),
  bank: <path d="M3 10h18L12 4 3 10Zm2 0v8m4-8v8m6-8v8m4-8v8M3 20h18" />,
  gift: (
    <>
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12M12 8S10.5 4 8 4a2 2 0 0 0 0 4m4 0s1.5-4 4-4a2 2 0 0 1 0 4" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7m5.5 8.5a6.5 6.5 0 0 0-4-6" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4m8-4v4" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  x: <path d="M4 4l16 16M20 4 4 20" />,
  facebook: <path d="M14 8.5V7a1.5 1.5 0 0 1 1.5-1.5H17V2h-2.5A4.5 4.5 0 0 0 10 6.5v2H7.5V12H10v10h4V12h2.6l.6-3.5Z" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.3 6.7h.01" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9 5 3-5 3V9Z" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.2v.01M12 17v-6.5m0 2.5a2.5 2.5 0 0 1 5 0v4" />
    </>
  ),
  // content pages (stories, resources, programmes, shop, careers)
  download: <path d="M12 4v11 M7.5 10.5 12 15l4.5-4.5 M5 20h14" />,
  video: <path d="M3 6h12v12H3z M15 10l6-3v10l-6-3" />,
  report: <path d="M6 3h9l4 4v14H6z M15 3v4h4 M9 17v-3 M12 17v-6 M15 17v-4" />,
  toolkit: <path d="M3 8h18v12H3z M9 8V5h6v3 M3 13h18 M11 12h2v2h-2z" />,
  document: <path d="M6 3h9l4 4v14H6z M15 3v4h4 M9 12h6 M9 16h6" />,
  star: <path d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" />,
  mic: <path d="M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3z M5.5 11a6.5 6.5 0 0 0 13 0 M12 17.5V21" />,
  book: <path d="M4 5a2 2 0 0 1 2-2h6v17H6a2 2 0 0 0-2 2z M20 5a2 2 0 0 0-2-2h-6v17h6a2 2 0 0 1 2 2z" />,
  scale: <path d="M12 3v18 M7 21h10 M4 7h16 M6 7l-3 7a3 3 0 0 0 6 0z M18 7l-3 7a3 3 0 0 0 6 0z" />,
  megaphone: <path d="M3 10v4h3l7 4V6L6 10z M16 9a4 4 0 0 1 0 6 M6 14l1.5 5h2.5l-1-4.5" />,
  palette: (
    <path d="M12 3a9 9 0 1 0 0 18c1.4 0 2-1 2-2 0-1.5-1.2-1.6-1.2-3 0-1 .8-1.8 1.8-1.8H17a4 4 0 0 0 4-4C21 6.3 17 3 12 3z M7.5 11.5h.01 M10 7.5h.01 M15 7.5h.01" />
  ),
  handshake: <path d="M2 11l4-4 4 2 3-2 3 1 4 3 M2 11l5 6 2-1 2 2 2-1 2 1 5-6 M10 9l3 3" />,
  globe: (
    <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M3 12h18 M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
  ),
  briefcase: <path d="M3 8h18v12H3z M9 8V5h6v3 M3 13h18" />,
  graduation: <path d="M2 9l10-5 10 5-10 5z M6 11v5c3 2.5 9 2.5 12 0v-5 M22 9v6" />,
  shield: <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M8.5 12l2.5 2.5 4.5-5" />,
  truck: (
    <path d="M2 6h12v10H2z M14 10h4l3 3v3h-7 M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z M17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />
  ),
  refresh: <path d="M20 11a8 8 0 0 0-14.6-4.5L4 8 M4 4v4h4 M4 13a8 8 0 0 0 14.6 4.5L20 16 M20 20v-4h-4" />,
  sparkle: (
    <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z M19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z" />
  ),
  leaf: <path d="M5 19c0-9 6-14 15-14 0 9-5 15-14 15z M5 19l8-8" />,
  target: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 16.5a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9z M12 12h.01" />,
  external: <path d="M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6" />,
  whatsapp: (
    <path d="M4 20l1.3-4A8.5 8.5 0 1 1 8 18.8z M9 8.5c0 3.5 2.8 6.5 6.5 6.5l1-1.8-2-1-1 1c-1.2-.5-2.2-1.5-2.7-2.7l1-1-1-2z" />
  ),
  cart: (
    <path d="M3 4h2.5l2.2 11h10.8l2-8H6.5 M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z M17 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" />
  ),
  play: <path d="M7 4l13 8-13 8z" />,
} as const;

export type IconName = keyof typeof paths;

export function Icon({
  name,
  className = "size-5",
  label,
  filled = false,
}: {
  name: IconName;
  className?: string;
  label?: string;
  /** fill the shape with currentColor (a filled rating star) */
  filled?: boolean;
}) {
  const common = {
    viewBox: "0 0 24 24",
    fill: filled ? "currentColor" : "none",
    stroke: "currentColor",
    strokeWidth: 1.8,
    strokeLinecap: "round",
    strokeLinejoin: "round",
    className: `shrink-0 ${className}`,
  } as const;
  if (label) {
    return (
      <svg {...common} role="img" aria-label={label}>
        <title>{label}</title>
        {paths[name]}
      </svg>
    );
  }
  return (
    <svg {...common} aria-hidden="true" focusable="false">
      {paths[name]}
    </svg>
  );
}

/** The icon drawn for each social network named in site.ts. */
export const socialIcon: Record<string, IconName> = {
  X: "x",
  Facebook: "facebook",
  Instagram: "instagram",
  YouTube: "youtube",
  LinkedIn: "linkedin",
};
