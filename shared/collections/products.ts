import { PRODUCT_CATEGORIES } from "./categories.ts";
import { defineCollection } from "./define.ts";
import { choice, flag, link, requiredText, text } from "./fields.ts";
import { optionalNumber, requiredNumber } from "./number-fields.ts";

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Shop products, prices in whole Kenyan shillings; an original price above the price puts the product on sale. */
export const products = defineCollection({
  name: "products",
  page: "/shop",
  label: "Shop products",
  singular: "Product",
  titleField: "name",
  kindField: "category",
  columns: { featured: "featured" },
  order: "position",
  listFields: ["category", "price", "featured"],
  fields: {
    name: requiredText("Name", 120),
    description: text("Description", 1000),
    price: requiredNumber("Price (KSh)", { min: 1 }),
    original_price: {
      ...optionalNumber("Original price (KSh)", { min: 1 }),
      hint: "Only for a sale: the price before it, shown struck through with a Sale badge",
    },
    category: choice("Category", PRODUCT_CATEGORIES),
    featured: flag("Featured"),
    image_url: { ...link("Image"), hint: "Without one the card shows artwork for its category" },
    rating: { ...requiredNumber("Rating", { min: 0, max: 5, decimals: 1 }, 0), hint: "From 0 to 5, such as 4.6" },
    reviews: {
      ...requiredNumber("Reviews", { min: 0 }, 0),
      hint: "How many reviews the rating comes from; with none the card shows no stars",
    },
  },
  checks: (data) =>
    typeof data.original_price === "number" && typeof data.price === "number" && data.original_price <= data.price
      ? [["original_price", "Original price must be more than the price: it is what the product cost before the sale"]]
      : [],
});
