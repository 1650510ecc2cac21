import type { Context } from "hono";
import type { Services } from "../services.ts";

/** GET /transparency.csv: the open-books figures as a spreadsheet (books-csv.ts), always fresh. */
export const openBooksCsv = (services: Services) => async (c: Context) => {
  const day = services.now().toISOString().slice(0, 10);
  return c.body(await services.books.csv(), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="uraia-open-books-${day}.csv"`,
    "Cache-Control": "no-store",
  });
};
