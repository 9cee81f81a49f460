import type { ReactNode } from "react";
import { SiteFooter } from "~/components/marketing/site-footer";
import { SiteHeader } from "~/components/marketing/site-header";

/**
 * The frame of the terms and the privacy policy: the public header and footer around one readable
 * column, a table of contents first (a long legal page is read by jumping to the part one needs).
 */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  /** The day the text last changed, YYYY-MM-DD. */
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <article className="legal-text text-slate-800 dark:text-slate-200">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{title}</h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Last updated <time dateTime={updated}>{updated}</time>
          </p>
          <div className="mt-6 space-y-4 leading-relaxed">{intro}</div>
          <nav
            aria-label="On this page"
            className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-900 dark:text-white">
              On this page
            </h2>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-brand-700 underline underline-offset-2 dark:text-red-300">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-10">
              <h2 id={section.id} className="scroll-mt-20 text-xl font-bold text-slate-900 dark:text-white">
                {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed">{section.body}</div>
            </section>
          ))}
        </article>
      </main>
      <SiteFooter />
    </>
  );
}

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A link out of Vidwise (YouTube's and Google's pages), styled as the text around it. */
export function OutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      rel="noopener noreferrer"
      className="font-medium text-brand-700 underline underline-offset-2 dark:text-red-300"
    >
      {children}
    </a>
  );
}

/** A bulleted list in legal text. */
export function Bullets({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6">{children}</ul>;
}
