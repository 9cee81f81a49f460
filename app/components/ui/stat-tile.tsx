import type { ReactNode } from "react";

export type Stat = { label: string; value: ReactNode; hint?: ReactNode };

export function StatTile({ label, value, hint }: Stat) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</dd> : null}
    </div>
  );
}

export function StatsRow({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((stat) => (
        <StatTile key={stat.label} {...stat} />
      ))}
    </dl>
  );
}
