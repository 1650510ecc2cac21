import { type Permission, roleCan } from "../../shared/roles.ts";
import { HttpError, unauthorized } from "../http/errors.ts";
import type { Viewer } from "./viewer.ts";

const REFUSALS: Record<Permission, string> = {
  content: "Your role can't change this content. Ask an Editor or an Administrator.",
  "news-drafts": "Your role can't write news.",
  inbox: "Your role can't open the inbox. Ask an Editor or an Administrator.",
  subscribers: "Your role can't see newsletter subscribers. Ask an Editor or an Administrator.",
  settings: "Only an Administrator can change settings.",
  users: "Only an Administrator can manage staff accounts.",
  audit: "Only an Administrator can read the audit log.",
  finance: "Your role can't see donations. Ask an Administrator or the Finance officer.",
  sms: "Your role can't send SMS or see SMS subscribers. Ask an Editor or an Administrator.",
};

export const can = (viewer: Viewer, permission: Permission): boolean =>
  viewer.staff && roleCan(viewer.role, permission);

/** 401 for a visitor, 403 with a clear message for staff whose role lacks `permission`. */
export function requirePermission(viewer: Viewer, permission: Permission): void {
  if (!viewer.staff) throw unauthorized();
  if (!roleCan(viewer.role, permission)) throw new HttpError(403, "forbidden", REFUSALS[permission]);
}
