import { escapeHtml } from "../../shared/content-render.ts";

/**
 * A small HTML page without the app shell, for answers given before a page
 * could render (the database away, a body refused at the door): readable on any
 * phone, with or without JavaScript.
 */
export function plainPage(page: {
  status: number;
  title: string;
  paragraphs: readonly string[];
  link?: { href: string; text: string };
  headers?: Record<string, string>;
  /** asks again after this many seconds (a meta refresh: works without JavaScript) */
  refreshSeconds?: number;
}): Response {
  const refresh = page.refreshSeconds ? `\n<meta http-equiv="refresh" content="${page.refreshSeconds}">` : "";
  const link = page.link ? `\n<p><a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.text)}</a></p>` : "";
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">${refresh}
<title>${escapeHtml(page.title)} · Uraia</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#1c2b24;line-height:1.5}h1{font-size:1.6rem}</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}${link}
</main>
</body>
</html>
`;
  return new Response(html, {
    status: page.status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...page.headers },
  });
}
