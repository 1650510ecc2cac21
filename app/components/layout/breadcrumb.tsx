import { breadcrumbListLd, type Crumb } from "../../../shared/structured-data/breadcrumb-list.ts";
import { JsonLd } from "../seo/json-ld.tsx";
import { Container } from "../ui/layout.tsx";
import { Link } from "../ui/localized-link.tsx";

/**
 * Where the page sits, from the home page down: links to each page above it,
 * the page itself last (not a link). Declared as a BreadcrumbList as well.
 * It sits in the space above the page's heading, readable on dark and light tops,
 * on one line (scrolling sideways on a narrow phone, the page's name shortened).
 */
export function Breadcrumb({ trail, origin, label }: { trail: Crumb[]; origin: string; label: string }) {
  return (
    <nav aria-label={label} className="absolute inset-x-0 top-[4.5rem] z-10 lg:top-[5.25rem]">
      <Container>
        <ol className="inline-flex max-w-full items-center gap-x-1.5 overflow-x-auto rounded-2xl bg-white/90 px-3 py-1 text-sm whitespace-nowrap text-ink shadow-sm">
          {trail.map((crumb, index) => {
            const last = index === trail.length - 1;
            return (
              <li key={crumb.path} className={`flex items-center gap-1.5 ${last ? "min-w-0" : "shrink-0"}`}>
                {last ? (
                  <span aria-current="page" className="block max-w-[13rem] truncate font-semibold sm:max-w-[24rem]">
                    {crumb.label}
                  </span>
                ) : (
                  <>
                    <Link to={crumb.path} className="underline-offset-2 hover:underline">
                      {crumb.label}
                    </Link>
                    <span aria-hidden="true" className="text-muted">
                      ›
                    </span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </Container>
      <JsonLd data={import.meta.env.SSR ? breadcrumbListLd(trail, origin) : null} />
    </nav>
  );
}
