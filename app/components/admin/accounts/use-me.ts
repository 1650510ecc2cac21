import { useQuery } from "@tanstack/react-query";
import { adminApi, queryKeys } from "../shell/admin-api.ts";

/** How often the admin re-checks that its token is still good (a 401 ends the session in the browser). */
const SESSION_CHECK_MS = 5 * 60 * 1000;

/** The signed-in staff member `{ id, email, name, role }`, from GET /api/me; shared by every screen. */
export function useMe() {
  return useQuery({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => adminApi.me(signal),
    refetchInterval: SESSION_CHECK_MS,
    // Screens that read the role mount often; they share the layout's answer instead of asking again.
    staleTime: SESSION_CHECK_MS,
  });
}
