import { robotsTxt } from "../../server/discovery/sitemap.ts";
import { servicesContext } from "../../server/http/request-context.ts";
import type { Route } from "./+types/robots";

/** /robots.txt: the admin is disallowed; the sitemap is named with PUBLIC_URL. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.get(servicesContext).config.publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
