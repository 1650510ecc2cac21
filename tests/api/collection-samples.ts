import type { CollectionName } from "../../shared/collections/index.ts";

/** The smallest valid item of each collection, and one field a search finds it by. */
export const SAMPLES: Record<CollectionName, { item: Record<string, unknown>; searchable: string }> = {
  openings: { item: { kind: "volunteer", title: "Ward Dialogue Facilitator", location: "Narok" }, searchable: "narok" },
  events: {
    item: { kind: "dialogue", title: "Isinya Water Dialogue", starts_at: "2026-02-10T14:00" },
    searchable: "water",
  },
  albums: {
    item: {
      title: "Youth Assembly 2025",
      date: "2025-11-02",
      sets: [{ name: "Day 1", photos: [{ url: "/uploads/0123456789abcdef0123456789abcdef.jpg", alt: "Delegates" }] }],
    },
    searchable: "assembly",
  },
  resources: {
    item: { title: "Ward Budget Toolkit", file_url: "https://files.example.org/toolkit.pdf", category: "Toolkits" },
    searchable: "toolkits",
  },
  team: { item: { name: "Achieng Otieno", role: "Programmes Lead" }, searchable: "programmes" },
  partners: { item: { title: "Schools Civic Clubs", partner: "Kajiado Teachers Network" }, searchable: "teachers" },
  stories: {
    item: { title: "Our Market Got Its Roof", author: "Mama Njeri", category: "Governance" },
    searchable: "njeri",
  },
  media: {
    item: { type: "Video", title: "Ward Budgets Explained", date: "2025-11-02", page: "/resources" },
    searchable: "explained",
  },
  products: { item: { name: "Ward Pride Cap", price: 900, category: "Accessories" }, searchable: "pride" },
};
