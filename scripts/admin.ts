import { parseArgs } from "node:util";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from "../server/auth/password-policy.ts";
import { createStaff, resetStaffPassword, StaffUserError } from "../server/auth/staff-users.ts";
import { ROLE_LABELS, ROLES, type Role } from "../shared/roles.ts";
import { describeDb, fail, failuresAsOneLine, openForCli } from "./cli-context.ts";
import { promptPassword } from "./prompt-password.ts";

failuresAsOneLine("The staff account command");

const USAGE = `Staff accounts:
  npm run admin -- create --email you@example.org [--role ${ROLES.join("|")}] [--name "Their name"]
  npm run admin -- reset-password --email you@example.org
The password comes from ADMIN_PASSWORD, or is asked for (twice) on the terminal.
It must be ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters and not easy to guess.
Create makes an Administrator unless --role says otherwise (${ROLES.map((r) => `${r}: ${ROLE_LABELS[r]}`).join(", ")}). A reset ends all of that person's sessions and lifts any sign-in lock.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: "string" },
    role: { type: "string" },
    name: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
const command = positionals[0];
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command || values.help ? 0 : 1);
}
if (command !== "create" && command !== "reset-password") fail(`Unknown command "${command}".\n\n${USAGE}`);
if (!values.email) fail(`--email is required.\n\n${USAGE}`);
const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
const role = values.role ?? "admin";
if (!isRole(role)) fail(`Unknown role "${role}". Use one of: ${ROLES.join(", ")}.`);
if (values.role !== undefined && command !== "create") fail("--role is only for create.");

async function newPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  for (;;) {
    const first = await promptPassword("New password: ");
    const problem = passwordProblem(first);
    if (problem) {
      console.log(problem);
      continue;
    }
    if ((await promptPassword("Repeat it: ")) === first) return first;
    console.log("The two passwords differ. Try again.");
  }
}

const password = await newPassword().catch((error: Error) => fail(error.message));
const { config, db } = await openForCli();
try {
  const user =
    command === "create"
      ? await createStaff(db.db, values.email, password, new Date(), { role: role as Role, name: values.name })
      : await resetStaffPassword(db.db, values.email, password, new Date());
  console.log(
    command === "create"
      ? `Created a staff account (${ROLE_LABELS[role as Role]}) for ${user.email} in ${describeDb(config)}.`
      : `Set a new password for ${user.email} and ended all of their sessions.`,
  );
} catch (error) {
  if (error instanceof StaffUserError) fail(error.message);
  throw error;
} finally {
  await db.close();
}
