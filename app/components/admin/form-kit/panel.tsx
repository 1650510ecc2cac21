import type { ReactNode } from "react";

export function PanelHeading({ children }: { children: ReactNode }) {
  return <h3 className="font-display text-xl font-bold text-brand-900">{children}</h3>;
}

/** A titled section of the dashboard; `id` is the sidebar's anchor. */
export function DashboardSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 space-y-6">
      <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-ink sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
