import type { ReactNode } from "react";

/**
 * The red closing band. Brand-700 keeps white text above 4.5:1 in both themes; buttons inside
 * should use the "secondary" variant so they stand out against the red.
 */
export function CtaBand({ title, children, actions }: { title: string; children?: ReactNode; actions: ReactNode }) {
  return (
    <section aria-labelledby="cta-title" className="bg-brand-700 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {children ? <div className="mx-auto mt-3 max-w-2xl text-red-50">{children}</div> : null}
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">{actions}</div>
      </div>
    </section>
  );
}
