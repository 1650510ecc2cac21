import type { ArtworkName } from "../../shared/artwork/artwork.ts";
import type { IconName } from "../components/ui/icon.tsx";

/** Building blocks shared by the content modules of the inner pages. */

/** The SEO fields of a page, passed to pageMeta(). */
export type PageMetaFields = { title: string; description: string; path: string };

/** The banner at the top of an inner page. */
export type HeroCopy = { eyebrow: string; title: string; intro: string };

/** A button that leads somewhere: an internal path, /contact?subject=…, WhatsApp or an external URL. */
export type LinkAction = { label: string; href: string; variant?: "primary" | "secondary" | "outline" | "light" };

/** A headline figure ("700+", "X Spaces sessions"). */
export type StatItem = { value: string; label: string };

/** A benefit, value, tool or module: an icon, a title and a sentence or two. */
export type Highlight = { icon: IconName; title: string; description: string };

/** A testimonial or team quote. */
export type Quote = { quote: string; name: string; role: string };

/** One step of a numbered process. */
export type Step = { title: string; description: string };

/** A closing call to action. */
export type CallToAction = { title: string; text: string; actions: LinkAction[] };

/** A filter chip: the category's name and how many items the full library holds in it. */
/** A chip of a page that filters on itself: the category's English name (its id in ?category=), its shown name (Kiswahili pages), its count. */
export type Category = { name: string; label?: string; count: number };

export type { ScheduledItem } from "../components/cards/schedule-list.tsx";

/** Text with an illustration, as in the history and initiative blocks. */
export type Story = { title: string; paragraphs: string[]; image: ArtworkName; imageAlt: string };
