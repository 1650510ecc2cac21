import type { Permission } from "../../../../shared/roles.ts";
import { roleCan } from "../../../../shared/roles.ts";
import { useMe } from "./use-me.ts";

/** Whether the signed-in person's role has `permission` (the screens render once GET /api/me answered). */
export function useCan(permission: Permission): boolean {
  const me = useMe();
  return roleCan(me.data?.role, permission);
}
