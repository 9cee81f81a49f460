import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { ClockIcon, SparkIcon, TrendUpIcon } from "./icons";

/**
 * What the trend panel can show (spec §2 Trend panel). The loader decides; the panel only
 * renders. "pending" is the honest answer while no trend data exists for the topic: we never
 * show made-up numbers in its place.
 */
export type TrendPanelState =
  | { kind: "demo" }
  | { kind: "setup" }
  | { kind: "pending"; topic: string }
  | { kind: "unavailable"; message: string };

export function TrendPanel({ state }: { state: TrendPanelState }) {
  switch (state.kind) {
    case "demo":
      return (
        <PanelCard
          icon={<SparkIcon className="h-6 w-6" />}
          title="Create a real account for trend insights"
          action={<ButtonLink to="/signup">Create Your Account</ButtonLink>}
        >
          Trend insights are built from live YouTube data for your own topic, so the demo cannot show them. Sign up
          to see how interest in your niche is moving.
        </PanelCard>
      );
    case "setup":
      return (
        <PanelCard
          icon={<SparkIcon className="h-6 w-6" />}
          title="Complete your setup"
          action={<ButtonLink to="/account">Complete Setup</ButtonLink>}
        >
          Add your primary topic in Account Settings and we will start tracking how interest in it changes.
        </PanelCard>
      );
    case "pending":
      return (
        <PanelCard icon={<ClockIcon className="h-6 w-6" />} title="Trend Analysis Pending">
          We are gathering trend data for <strong className="font-semibold">“{state.topic}”</strong>. Check back in a
          few hours.
        </PanelCard>
      );
    case "unavailable":
      return (
        <PanelCard icon={<TrendUpIcon className="h-6 w-6" />} title="Trend Data Unavailable" tone="error">
          {state.message}
        </PanelCard>
      );
  }
}

function PanelCard({
  icon,
  title,
  children,
  action,
  tone = "neutral",
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  tone?: "neutral" | "error";
}) {
  const frame =
    tone === "error"
      ? "border-red-300 bg-red-50 dark:border-red-900 dark:bg-red-950"
      : "border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900";
  return (
    <div role={tone === "error" ? "alert" : undefined} className={`rounded-xl border p-6 shadow-sm ${frame}`}>
      <div className="flex items-start gap-4">
        <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-red-300">
          {icon}
        </span>
        <div>
          <h3 className="text-lg font-semibold">{title}</h3>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{children}</p>
          {action ? <div className="mt-4">{action}</div> : null}
        </div>
      </div>
    </div>
  );
}
