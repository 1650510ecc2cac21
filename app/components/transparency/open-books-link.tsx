import { Icon } from "../ui/icon.tsx";

/** The way to the transparency page from the donate page and About. */
export function OpenBooksLink({ label, href }: { label: string; href: string }) {
  return (
    <p className="mt-8">
      <a
        href={href}
        className="inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-2"
      >
        {label}
        <Icon name="arrowRight" className="size-4" />
      </a>
    </p>
  );
}
