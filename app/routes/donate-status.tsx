import { data } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import { DonationStatusPanel } from "../components/donate/donation-status-panel.tsx";
import { useDonationStatus } from "../components/donate/use-donation-status.ts";
import { Container } from "../components/ui/layout.tsx";
import * as donateMpesaCopy from "../content/donate-mpesa.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { pageMeta } from "../lib/meta.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/donate-status";

/** The copy this page shows, in its language (decision 0066). */
type Copy = { donationStatusCopy: typeof donateMpesaCopy.donationStatusCopy };

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) => {
  if (!loaderData?.copy) return [];
  const { donationStatusCopy } = unpackCopy<Copy>(loaderData.copy);
  return [
    ...pageMeta(matches[0]?.loaderData, { ...donationStatusCopy.meta, path: `/donate/status/${params.ref}` }),
    { name: "robots", content: "noindex" },
  ];
};

/** Every few seconds at first, less often later; the push is settled or expired within 10 minutes. */
const refreshSeconds = (ageMs: number) => (ageMs < 2 * 60_000 ? 4 : 15);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const copy = packCopy({
    donationStatusCopy: copyFor(request, "donate-mpesa", donateMpesaCopy).donationStatusCopy,
  } satisfies Copy);
  const found = await context.get(servicesContext).donations.status(params.ref);
  if (!found) throw data(null, { status: 404 });
  const { answer, ageMs, mailed } = found;
  return data(
    { copy, answer, mailed, refresh: answer.status === "pending" ? refreshSeconds(ageMs) : null },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

function DonateStatus({ loaderData, params }: Route.ComponentProps) {
  const { donationStatusCopy } = unpackCopy<Copy>(loaderData.copy);
  const answer = useDonationStatus(params.ref, loaderData.answer);
  return (
    <section className="py-12 sm:py-16">
      <Container className="max-w-2xl">
        {/* Without JavaScript the page reloads itself while the gift is pending; with it, it polls. */}
        {loaderData.refresh !== null && (
          <noscript
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed tag with a number, read only without JavaScript
            dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="${loaderData.refresh}">` }}
          />
        )}
        <DonationStatusPanel copy={donationStatusCopy} answer={answer} mailed={loaderData.mailed} />
      </Container>
    </section>
  );
}

export default routeComponent(DonateStatus);
