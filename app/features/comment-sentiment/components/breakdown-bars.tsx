// Positive / neutral / negative shares per video as 100% bars, with a legend. The shares are whole
// percentages that add up to 100 (engine/summary's percentages), so each bar draws them as they are.
import { StackedBars, type StackedRow } from "~/components/charts/stacked-bars";
import type { SentimentRecord } from "../report.engines.server";

const PARTS = [
  { key: "positive", name: "Positive", className: "fill-green-500", swatch: "bg-green-500" },
  { key: "neutral", name: "Neutral", className: "fill-slate-400", swatch: "bg-slate-400" },
  { key: "negative", name: "Negative", className: "fill-red-500", swatch: "bg-red-500" },
] as const;

function rowOf(record: SentimentRecord): StackedRow {
  const b = record.sentimentBreakdown;
  const scored = record.sentimentScore !== null;
  return {
    key: record.id,
    label: record.videoTitle,
    note: scored ? `${b.positive}% · ${b.neutral}% · ${b.negative}%` : undefined,
    empty: scored ? undefined : "No scorable comments",
    parts: PARTS.map((part) => ({ name: part.name, value: b[part.key], className: part.className })),
  };
}

export function BreakdownBars({ title, records }: { title: string; records: SentimentRecord[] }) {
  return (
    <StackedBars title={title} rows={records.map(rowOf)} legend={PARTS.map(({ name, swatch }) => ({ name, swatch }))} />
  );
}
