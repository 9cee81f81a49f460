import type { ReactNode } from "react";
import { PRODUCT_NAME } from "~/lib/brand";
import { GiftIcon, LayersIcon, PlayIcon, TargetIcon } from "./icons";

type Benefit = { title: string; description: string; image: ReactNode };

// The "image" of each card is an inline icon: no extra requests, and it adapts to dark mode.
const BENEFITS: Benefit[] = [
  {
    title: "Know what to make next",
    description: "See the topics your audience is searching for before you spend a weekend filming.",
    image: <TargetIcon className="h-7 w-7" />,
  },
  {
    title: "Real data, plain English",
    description:
      "Insights come from your own videos, your viewers' comments and what is winning in your niche, explained in words you can act on.",
    image: <LayersIcon className="h-7 w-7" />,
  },
  {
    title: "One free analysis",
    description: "Run one analysis of your channel with any tool before choosing a plan. No card required.",
    image: <GiftIcon className="h-7 w-7" />,
  },
  {
    title: "Made for YouTube",
    description: "Every tool speaks your language: RPM, watch time, suggested reach, series and playlists.",
    image: <PlayIcon className="h-7 w-7" />,
  },
];

export function BenefitCards() {
  return (
    <section aria-labelledby="benefits-title" className="bg-slate-50 py-16 dark:bg-slate-900">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="benefits-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          Why creators choose {PRODUCT_NAME}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((benefit) => (
            <li
              key={benefit.title}
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-950"
            >
              <div className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-red-300">
                {benefit.image}
              </div>
              <h3 className="mt-4 text-lg font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
