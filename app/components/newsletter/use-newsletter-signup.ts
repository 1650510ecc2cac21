import { type FormEvent, useState } from "react";
import { isEmail } from "../../../shared/email.ts";
import { site } from "../../../shared/site.ts";
import { newsletter } from "../../content/footer.ts";
import { notify } from "../ui/notify.ts";

/**
 * Newsletter sign-up without a backend (docs/decisions/0010): the address is
 * checked, then a toast offers a prefilled email to the organisation. Shared by
 * the footer's and the news page's sign-up forms.
 */
export function useNewsletterSignup() {
  const [error, setError] = useState("");

  function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "").trim();
    if (!isEmail(email)) {
      setError(newsletter.invalid);
      return;
    }
    setError("");
    const mailto = `mailto:${site.email}?subject=${encodeURIComponent(newsletter.mailSubject)}&body=${encodeURIComponent(`Please add ${email} to the newsletter.`)}`;
    notify.success(newsletter.successTitle, newsletter.successBody, {
      label: newsletter.mailAction,
      onClick: () => window.location.assign(mailto),
    });
    form.reset();
  }

  return { error, subscribe };
}
