import type { IconName } from "../ui/icon.tsx";

/** The icon for a resource type: video types, report types, templates or toolkits, otherwise a document. */
export function resourceIcon(type: string): IconName {
  const t = type.toLowerCase();
  if (t.includes("video")) return "video";
  if (t.includes("report")) return "report";
  if (t.includes("template") || t.includes("toolkit")) return "toolkit";
  return "document";
}
