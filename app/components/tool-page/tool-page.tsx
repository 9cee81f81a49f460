import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { ShellUser } from "~/components/app-shell/app-shell";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { ErrorBox } from "~/components/ui/error-box";
import { Spinner } from "~/components/ui/spinner";
import { type Stat, StatsRow } from "~/components/ui/stat-tile";

export type ToolStep = { title: string; body: string };

/**
 * The frame every tool page shares (spec §2): intro, three-step explainer, a stats row of four
 * tiles, the tool itself, and best practices. The tool's own area uses <ToolResults>.
 */
export function ToolPage({
  title,
  intro,
  steps,
  stats,
  bestPractices,
  children,
}: {
  title: string;
  intro: ReactNode;
  steps: [ToolStep, ToolStep, ToolStep];
  stats?: Stat[];
  bestPractices: { title?: string; items: ReactNode[] };
  children: ReactNode;
}) {
  // A viewer reads every tool; its buttons that run an analysis answer with the role that may.
  const shell = useRouteLoaderData("routes/app/layout") as { user?: ShellUser } | undefined;
  const viewer = shell?.user?.acting?.role === "viewer";
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <div className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{intro}</div>
        {viewer ? (
          <p className="mt-3 max-w-3xl rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
            You are a viewer in this workspace: you can read what this tool has found and export it. Running it again is
            for the workspace&apos;s owners and managers.
          </p>
        ) : null}
      </header>

      <section aria-labelledby="how-it-works">
        <h2 id="how-it-works" className="sr-only">
          How it works
        </h2>
        <ol className="grid gap-3 md:grid-cols-3">
          {steps.map((step, i) => (
            <li
              key={step.title}
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="text-sm font-semibold text-brand-700 dark:text-brand-400">Step {i + 1}</span>
              <h3 className="mt-1 font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{step.body}</p>
            </li>
          ))}
        </ol>
      </section>

      {stats ? (
        <section aria-label="Statistics">
          <StatsRow stats={stats} />
        </section>
      ) : null}

      <section aria-label={`${title} tool`}>{children}</section>

      <section aria-labelledby="best-practices">
        <Card>
          <h2 id="best-practices" className="text-lg font-semibold">
            {bestPractices.title ?? "Best practices"}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
            {bestPractices.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        </Card>
      </section>
    </div>
  );
}

/**
 * The tool's output area in one of its four states. Loading wins over everything, then the
 * error, then the empty state; results render only when there is something to show.
 */
export function ToolResults({
  busy,
  busyLabel = "Working…",
  error,
  errorTitle = "Analysis Error",
  notice,
  isEmpty,
  empty,
  children,
}: {
  busy?: boolean;
  busyLabel?: string;
  error?: string | null;
  errorTitle?: string;
  /** A refusal that is not an error (a plan's limit), shown with its own heading in the error's place. */
  notice?: ReactNode;
  isEmpty: boolean;
  empty: { title: string; body: ReactNode; action?: ReactNode };
  children?: ReactNode;
}) {
  if (busy) {
    return (
      <Card className="flex items-center justify-center gap-3 py-12" aria-live="polite">
        <Spinner label={busyLabel} />
        <span>{busyLabel}</span>
      </Card>
    );
  }
  return (
    <div className="space-y-4">
      {notice ?? null}
      {error ? <ErrorBox title={errorTitle}>{error}</ErrorBox> : null}
      {isEmpty ? (
        <EmptyState title={empty.title} action={empty.action}>
          {empty.body}
        </EmptyState>
      ) : (
        children
      )}
    </div>
  );
}

/** Tiles for a tool that has not computed anything yet: labels without invented figures. */
export function emptyStats(labels: [string, string, string, string]): Stat[] {
  return labels.map((label) => ({ label, value: "—", hint: "No data yet" }));
}
