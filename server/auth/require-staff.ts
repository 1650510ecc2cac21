import { unauthorized } from "../http/errors.ts";
import type { Viewer } from "../services.ts";

/** Services refuse writes from anyone but signed-in staff (the API also checks at the route group). */
export function requireStaff(viewer: Viewer): void {
  if (!viewer.staff) throw unauthorized();
}
