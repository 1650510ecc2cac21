/**
 * Where buttons the spec leaves without behaviour lead: the contact page with a
 * fitting subject already filled in (the contact form reads ?subject=).
 */
export function contactHref(subject: string): string {
  return `/contact?subject=${encodeURIComponent(subject)}`;
}
