import type { SeedItem } from "./seed-item.ts";

/** Demo shop products, in the shop's order; prices in KSh, an original price marks a sale. */
export const DEMO_PRODUCTS: SeedItem[] = [
  {
    name: "Uraia Civic Hoodie",
    description: "Heavy cotton hoodie in deep green with the Uraia emblem, made in Nairobi.",
    price: 2500,
    original_price: 3200,
    image_url: "/art/product-hoodie",
    category: "Apparel",
    featured: true,
    rating: 4.6,
    reviews: 38,
    sw: {
      name: "Sweta yenye Kofia ya Uraia",
      description:
        "Sweta nzito ya pamba yenye kofia, ya rangi ya kijani iliyokolea na nembo ya Uraia, iliyotengenezwa Nairobi.",
    },
  },
  {
    name: "Know Your Rights T-Shirt",
    description: "Soft cotton T-shirt printed with an article of the Bill of Rights.",
    price: 1500,
    original_price: null,
    image_url: "/art/product-tshirt",
    category: "Apparel",
    featured: false,
    rating: 4.4,
    reviews: 61,
    sw: {
      name: "Fulana ya Jua Haki Zako",
      description: "Fulana laini ya pamba iliyochapishwa kifungu cha Sheria ya Haki za Binadamu.",
    },
  },
  {
    name: "Art in Heart Canvas Print",
    description: "A limited print of a painting made in an Art in Heart studio, signed by the artist.",
    price: 5000,
    original_price: 6000,
    image_url: "/art/product-canvas-print",
    category: "Art Prints",
    featured: true,
    rating: 4.9,
    reviews: 17,
    sw: {
      name: "Mchoro wa Art in Heart kwenye Turubai",
      description:
        "Nakala ya toleo dogo ya mchoro uliochorwa katika studio ya Art in Heart, iliyotiwa sahihi na msanii.",
    },
  },
  {
    name: "The Citizen's Handbook",
    description: "Our plain-language guide to the Constitution, devolution and public participation.",
    price: 1200,
    original_price: null,
    image_url: "/art/product-handbook",
    category: "Books",
    featured: true,
    rating: 4.8,
    reviews: 94,
    sw: {
      name: "Kitabu cha Mwongozo wa Raia",
      description: "Mwongozo wetu kwa lugha rahisi kuhusu Katiba, ugatuzi na ushiriki wa umma.",
    },
  },
  {
    name: "Kitenge Notebook Set",
    description: "Three A5 notebooks with kitenge-print covers, for meeting notes and ideas.",
    price: 2000,
    original_price: null,
    image_url: "/art/product-notebooks",
    category: "Accessories",
    featured: false,
    rating: 4.2,
    reviews: 23,
    sw: {
      name: "Seti ya Madaftari ya Kitenge",
      description: "Madaftari matatu ya ukubwa wa A5 yenye majalada ya kitenge, kwa kumbukumbu za mikutano na mawazo.",
    },
  },
  {
    name: "Civic Voices Tote Bag",
    description: "A sturdy canvas tote with the line 'Sauti Yangu, Kaunti Yangu'.",
    price: 800,
    original_price: 1000,
    image_url: "/art/product-tote",
    category: "Accessories",
    featured: false,
    rating: 3.7,
    reviews: 45,
    sw: {
      name: "Mkoba wa Sauti za Raia",
      description: "Mkoba imara wa turubai wenye maneno 'Sauti Yangu, Kaunti Yangu'.",
    },
  },
];
