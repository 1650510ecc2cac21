import { spawnSync } from "node:child_process";

// `npm test`: every suite (unit, API on SQLite and PostgreSQL, browser) in one
// Vitest run, ending with the line `N passed, N failed[, N skipped]`.
const result = spawnSync("npx", ["vitest", "run", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
