import type { Role } from "../../shared/roles.ts";

/**
 * Who is asking: staff see drafts and scheduled items; the public sees only live ones.
 * `role` says what a staff member may change (shared/roles.ts, server/auth/permissions.ts).
 */
export type Viewer = { staff: boolean; userId?: number; role?: Role };
export const PUBLIC_VIEWER: Viewer = { staff: false };
