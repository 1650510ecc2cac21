import { servicesContext } from "../../server/http/request-context.ts";
import { NewsletterCard } from "../components/newsletter/newsletter-card.tsx";
import { SignupForm } from "../components/newsletter/signup-form.tsx";
import { newsletter } from "../content/footer.ts";
import { newsletterBox } from "../content/newsletter-box.ts";
import { newsletterPages } from "../content/newsletter-pages.ts";
import { pageMeta } from "../lib/meta.ts";
import { newsletterAction } from "../lib/newsletter-action.server.ts";
import type { Route } from "./+types/newsletter";

const copy = newsletterPages.signup;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches[0]?.loaderData, copy.meta);

/** The footer's and news page's boxes post here without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return newsletterAction(context.get(servicesContext), request);
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    const said = actionData.mailOff ? newsletterPages.mailOff : { title: copy.checkTitle, body: copy.checkBody };
    return (
      <NewsletterCard title={said.title}>
        <p role="status">{said.body}</p>
      </NewsletterCard>
    );
  }
  return (
    <NewsletterCard title={copy.title}>
      <p>{copy.intro}</p>
      <SignupForm
        label={newsletter.label}
        button={newsletter.button}
        placeholder={newsletter.placeholder}
        email={actionData?.email}
        serverError={actionData?.error}
        copy={newsletterBox}
      />
    </NewsletterCard>
  );
}
