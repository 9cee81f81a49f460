import type { ReactNode } from "react";
import { WelcomeTrigger } from "./welcome-trigger";
import { CheckIcon } from "~/components/marketing/icons";

export type Feature = {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  points: string[];
  tryLabel: string;
  figure: ReactNode;
};

/** One landing-page feature: copy and a try button on one side, a sample figure on the other. */
export function FeatureSection({ feature, flip = false }: { feature: Feature; flip?: boolean }) {
  const headingId = `${feature.id}-title`;
  return (
    <section aria-labelledby={headingId} className="py-12 sm:py-16">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 sm:px-6 lg:grid-cols-2 lg:gap-12">
        <div className={flip ? "lg:order-2" : undefined}>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-red-300">
            {feature.eyebrow}
          </p>
          <h2 id={headingId} className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
            {feature.title}
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">{feature.description}</p>
          <ul className="mt-4 space-y-2">
            {feature.points.map((point) => (
              <li key={point} className="flex gap-2 text-slate-700 dark:text-slate-200">
                <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-red-300" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <WelcomeTrigger step="choice" source="/" className="mt-6">
            {feature.tryLabel}
          </WelcomeTrigger>
        </div>
        <IllustrativeFigure>{feature.figure}</IllustrativeFigure>
      </div>
    </section>
  );
}

/** Landing figures are marketing samples (spec §9), so each says so on its face. */
export function IllustrativeFigure({ children }: { children: ReactNode }) {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-slate-50 p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {children}
      <figcaption className="mt-4 text-xs font-medium text-slate-600 dark:text-slate-400">
        Illustrative example
      </figcaption>
    </figure>
  );
}
