import { contactHref } from "../lib/links.ts";
import { contactSubjects } from "./contact.ts";
import type { CallToAction, Category, HeroCopy, Highlight, PageMetaFields } from "./page-types.ts";

export const shopPage = {
  meta: {
    title: "Shop",
    description:
      "Uraia merchandise: T-shirts, hoodies, books, art prints and accessories. Every purchase supports civic education in Kenya.",
    path: "/shop",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "Shop",
    title: "Wear the movement",
    intro: "Clothing, books and art made in Kenya. Every purchase funds civic education in the communities we serve.",
  } satisfies HeroCopy,
  benefits: [
    {
      icon: "truck",
      title: "Free delivery",
      description: "Free delivery on orders over KSh 3,000 within Nairobi and major towns.",
    },
    {
      icon: "refresh",
      title: "30-day return policy",
      description: "Not the right size? Return or exchange within 30 days.",
    },
    {
      icon: "heart",
      title: "Supports our work",
      description: "Proceeds fund community dialogues and Art in Heart workshops.",
    },
  ] satisfies Highlight[],
  chipsLabel: "Filter products by category",
  /** the status line's noun: "Showing 4 products in Books" */
  noun: "products",
  categories: [
    { name: "All", label: "All", count: 24 },
    { name: "Apparel", label: "Apparel", count: 9 },
    { name: "Books", label: "Books", count: 6 },
    { name: "Art Prints", label: "Art Prints", count: 5 },
    { name: "Accessories", label: "Accessories", count: 4 },
  ] satisfies Category[],
  featuredTitle: "Featured products",
  allTitle: "All products",
  orderNote: "Every product has its own Order on WhatsApp button, which names it in the message for you.",
  ordering: {
    title: "How ordering works",
    text: "There is no online cart. Order on WhatsApp or call us: we confirm the size, the price and the delivery with you, and you pay by M-Pesa once we agree.",
    whatsapp: "Order on WhatsApp",
    call: "Call to order",
    /** said to screen readers after a product's button: which product and where the link goes */
    whatsappFor: (name: string) => ` (order ${name} on WhatsApp, opens in a new tab)`,
    callFor: (name: string) => ` (call us to order ${name})`,
  },
  failed: "Products could not be loaded. Please refresh the page or try again shortly.",
  cta: {
    title: "Buying for a group or an event?",
    text: "We make T-shirts and tote bags for clubs, conferences and partners, with your logo beside ours.",
    actions: [{ label: "Ask about bulk orders", href: contactHref(contactSubjects.bulkOrder, "order") }],
  } satisfies CallToAction,
};
