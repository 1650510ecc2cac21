/**
 * Where the site's action buttons lead (docs/product.md, "Forms"):
 * - applications (Apply Now, Send Your CV) go to the application form, with the opening chosen;
 * - registrations (Register, Register Now, Join Action, Join Campaign, Register Your Club) go to the
 *   registration form, with the event or programme chosen;
 * - everything else a person must arrange with staff goes to the contact form with a fitting subject
 *   (and a message kind, for partnerships, resource requests and orders).
 */
export type ApplicationKind = "volunteer" | "internship" | "job";
export type EnquiryKind = "general" | "partnership" | "resource" | "order";

export function contactHref(subject: string, kind?: EnquiryKind): string {
  const kindPart = kind && kind !== "general" ? `&kind=${kind}` : "";
  return `/contact?subject=${encodeURIComponent(subject)}${kindPart}`;
}

/** `reference` names the opening (its title); without it the form asks which one. */
export function applyHref(kind: ApplicationKind, reference?: string): string {
  return `/apply?kind=${kind}${reference ? `&reference=${encodeURIComponent(reference)}` : ""}`;
}

/** `reference` names the event, campaign or programme (its title). */
export function registerHref(reference: string): string {
  return `/register?reference=${encodeURIComponent(reference)}`;
}

/** A calendar to subscribe to: its address with webcal:// in place of http(s)://, so the phone's calendar opens it. */
export function webcalUrl(origin: string, path: string): string {
  return `${origin.replace(/^https?:\/\//, "webcal://")}${path}`;
}
