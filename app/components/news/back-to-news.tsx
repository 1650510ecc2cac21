import { Link } from "../ui/localized-link.tsx";

export function BackToNews({ label }: { label: string }) {
  return (
    <Link
      to="/news"
      className="inline-flex min-h-10 items-center gap-2 rounded-full border border-line bg-white px-4 font-semibold text-brand-700 hover:border-brand-500"
    >
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
