import fs from "node:fs";
import pg from "pg";
import { PRIVATE_FILE_MODE } from "../files/private-files.ts";

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Tables of the current schema, parents before the tables whose foreign keys point at them. */
export async function tablesInDependencyOrder(client: pg.Client | pg.PoolClient): Promise<string[]> {
  const tables = await client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const links = await client.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
     FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
     WHERE c.contype = 'f' AND n.nspname = current_schema()`,
  );
  const unquote = (name: string) => name.replace(/^"(.*)"$/, "$1").replaceAll('""', '"');
  const parents = new Map<string, Set<string>>(tables.rows.map((t) => [t.name, new Set<string>()]));
  for (const link of links.rows) {
    const child = unquote(link.child);
    const parent = unquote(link.parent);
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent, path);
    ordered.push(name);
  };
  for (const { name } of tables.rows) visit(name, new Set());
  return ordered;
}

/**
 * Dumps every table of a PostgreSQL database from one REPEATABLE READ snapshot,
 * so all tables are seen at the same instant while the site keeps writing. Rows
 * are PostgreSQL's own JSON (`row_to_json`): exact for every column type.
 */
export async function dumpPostgres(
  databaseUrl: string,
  fileFor: (table: string) => string,
): Promise<{ migrations: string[]; tables: Array<{ name: string; rows: number }> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const names = await tablesInDependencyOrder(client);
    const tables: Array<{ name: string; rows: number }> = [];
    for (const name of names) {
      const out = fs.openSync(fileFor(name), "w", PRIVATE_FILE_MODE);
      let rows = 0;
      try {
        await client.query(`DECLARE dump NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${quote(name)} t`);
        for (;;) {
          const batch = await client.query<{ j: string }>("FETCH 1000 FROM dump");
          if (batch.rows.length === 0) break;
          fs.writeSync(out, `${batch.rows.map((r) => r.j).join("\n")}\n`);
          rows += batch.rows.length;
        }
        await client.query("CLOSE dump");
      } finally {
        fs.closeSync(out);
      }
      tables.push({ name, rows });
    }
    const migrations = names.includes("kysely_migration")
      ? (await client.query<{ name: string }>("SELECT name FROM kysely_migration ORDER BY name")).rows.map(
          (r) => r.name,
        )
      : [];
    await client.query("COMMIT");
    return { migrations, tables };
  } finally {
    await client.end();
  }
}

/** Inserts one table's rows (JSON lines) in batches; the table must exist and be empty. */
export async function loadPostgresTable(
  client: pg.Client | pg.PoolClient,
  table: string,
  lines: AsyncIterable<string>,
): Promise<number> {
  let batch: string[] = [];
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await client.query(
      `INSERT INTO ${quote(table)} OVERRIDING SYSTEM VALUE SELECT * FROM json_populate_recordset(null::${quote(table)}, $1::json)`,
      [`[${batch.join(",")}]`],
    );
    rows += batch.length;
    batch = [];
  };
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= 500) await flush();
  }
  await flush();
  return rows;
}

/** Points every identity and serial sequence past the highest restored value. */
export async function resetSequences(client: pg.Client | pg.PoolClient): Promise<void> {
  const columns = await client.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND (is_identity = 'YES' OR column_default LIKE 'nextval(%')`,
  );
  for (const { table_name, column_name } of columns.rows) {
    await client.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), coalesce(max(${quote(column_name)}), 0) + 1, false) FROM ${quote(table_name)}`,
      [quote(table_name), column_name],
    );
  }
}

export { quote as quoteIdentifier };
