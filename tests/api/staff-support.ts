import { createStaff } from "../../server/auth/staff-users.ts";
import type { Role } from "../../shared/roles.ts";
import type { Harness } from "./harness.ts";

let next = 1;

/** A staff account of `role`, signed in from its own address: `{ id, email, password, token }`. */
export async function addStaff(h: Harness, role: Role, name = `${role} ${next}`) {
  const email = `${role}${next++}@uraia.test`;
  const password = "jacaranda-harvest-lantern-58";
  const user = await createStaff(h.services.db.db, email, password, h.clock.now(), { name, role });
  const res = await h.call("POST", "/api/login", { json: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { id: user.id, email, password, token };
}
