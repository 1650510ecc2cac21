import type { ArtworkName } from "../../shared/artwork/artwork.ts";
import { contactHref } from "../lib/links.ts";
import type { CallToAction, Category, HeroCopy, Highlight, PageMetaFields } from "./page-types.ts";

/** Spec entity: a product. Prices in KSh; `originalPrice` set means the product is on sale. */
export type Product = {
  id: number;
  name: string;
  description: string;
  price: number;
  originalPrice: number | null;
  image: ArtworkName;
  category: string;
  featured: boolean;
  rating: number;
  reviews: number;
};

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
  categories: [
    { name: "All", count: 24 },
    { name: "Apparel", count: 9 },
    { name: "Books", count: 6 },
    { name: "Art Prints", count: 5 },
    { name: "Accessories", count: 4 },
  ] satisfies Category[],
  featuredTitle: "Featured products",
  allTitle: "All products",
  orderNote: "Orders are placed on WhatsApp: Add to Cart opens a message with the product and price, ready to send.",
  products: [
    {
      id: 1,
      name: "Uraia Civic Hoodie",
      description: "Heavy cotton hoodie in deep green with the Uraia emblem, made in Nairobi.",
      price: 2500,
      originalPrice: 3200,
      image: "product-hoodie",
      category: "Apparel",
      featured: true,
      rating: 4.6,
      reviews: 38,
    },
    {
      id: 2,
      name: "Know Your Rights T-Shirt",
      description: "Soft cotton T-shirt printed with an article of the Bill of Rights.",
      price: 1500,
      originalPrice: null,
      image: "product-tshirt",
      category: "Apparel",
      featured: false,
      rating: 4.4,
      reviews: 61,
    },
    {
      id: 3,
      name: "Art in Heart Canvas Print",
      description: "A limited print of a painting made in an Art in Heart studio, signed by the artist.",
      price: 5000,
      originalPrice: 6000,
      image: "product-canvas-print",
      category: "Art Prints",
      featured: true,
      rating: 4.9,
      reviews: 17,
    },
    {
      id: 4,
      name: "The Citizen's Handbook",
      description: "Our plain-language guide to the Constitution, devolution and public participation.",
      price: 1200,
      originalPrice: null,
      image: "product-handbook",
      category: "Books",
      featured: true,
      rating: 4.8,
      reviews: 94,
    },
    {
      id: 5,
      name: "Kitenge Notebook Set",
      description: "Three A5 notebooks with kitenge-print covers, for meeting notes and ideas.",
      price: 2000,
      originalPrice: null,
      image: "product-notebooks",
      category: "Accessories",
      featured: false,
      rating: 4.2,
      reviews: 23,
    },
    {
      id: 6,
      name: "Civic Voices Tote Bag",
      description: "A sturdy canvas tote with the line 'Sauti Yangu, Kaunti Yangu'.",
      price: 800,
      originalPrice: 1000,
      image: "product-tote",
      category: "Accessories",
      featured: false,
      rating: 3.7,
      reviews: 45,
    },
  ] satisfies Product[],
  cta: {
    title: "Buying for a group or an event?",
    text: "We make T-shirts and tote bags for clubs, conferences and partners, with your logo beside ours.",
    actions: [{ label: "Ask about bulk orders", href: contactHref("Bulk merchandise order", "order") }],
  } satisfies CallToAction,
};
