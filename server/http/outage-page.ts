/** What visitors read while the database is unreachable (no app shell: it needs the database too). */
export const OUTAGE_MESSAGE = "The site is briefly unavailable. Please try again in a minute.";

export function briefOutagePage(): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Briefly unavailable · Uraia</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#1c2b24;line-height:1.5}h1{font-size:1.6rem}</style>
</head>
<body>
<main>
<h1>Briefly unavailable</h1>
<p>${OUTAGE_MESSAGE}</p>
<p>Nothing you did caused this, and nothing is lost.</p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "30" },
  });
}
