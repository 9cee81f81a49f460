// Spec §9 colour thresholds: scores 85+ green, 70+ amber, else red; forecast success 80+ green,
// 60+ amber, else red.
const GREEN = "text-green-700 dark:text-green-400";
const AMBER = "text-amber-700 dark:text-amber-400";
const RED = "text-red-700 dark:text-red-400";
const MUTED = "text-slate-600 dark:text-slate-400";

export function scoreColor(score: number | null): string {
  if (score === null) return MUTED;
  return score >= 85 ? GREEN : score >= 70 ? AMBER : RED;
}

export function successColor(probability: number | null): string {
  if (probability === null) return MUTED;
  return probability >= 80 ? GREEN : probability >= 60 ? AMBER : RED;
}
