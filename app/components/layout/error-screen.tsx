import { site } from "../../../shared/site.ts";
import type { ErrorCopy } from "../../content/shell.ts";

/**
 * The generic error screen: plain anchors, so it works even when the app could not start.
 * `email` is the contact address; `copy` and `home` (the home page's path) are in the page's language.
 */
export function ErrorScreen({
  detail,
  email,
  copy,
  home = "/",
}: {
  detail: string;
  email: string;
  copy: ErrorCopy;
  home?: string;
}) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-paper px-6 py-16">
      <title>{`${copy.title} | ${site.name}`}</title>
      <div className="w-full max-w-xl rounded-card border border-line bg-white p-8 text-center shadow-card sm:p-12">
        <p
          aria-hidden="true"
          className="mx-auto flex size-16 items-center justify-center rounded-full bg-accent-100 font-display text-3xl font-bold text-accent-700"
        >
          !
        </p>
        <h1 className="mt-6 font-display text-3xl font-bold text-accent-700">{copy.title}</h1>
        <p className="mt-4 text-lg text-muted">{detail}</p>
        <p className="mt-2 text-sm text-muted">
          {copy.retry}{" "}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${email}`}>
            {email}
          </a>
          .
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800" href={home}>
            {copy.home}
          </a>
          <a
            className="rounded-full border-2 border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
            href={home === "/" ? "/contact" : `${home}/contact`}
          >
            {copy.contact}
          </a>
        </div>
      </div>
    </main>
  );
}
