// The period selector's choices (spec: 7d, 30d, 90d; default 30d).
export const PERIODS = { "7d": 7, "30d": 30, "90d": 90 } as const;
export type Period = keyof typeof PERIODS;
export const DEFAULT_PERIOD: Period = "30d";

export function parsePeriod(value: string | null): Period {
  return value && value in PERIODS ? (value as Period) : DEFAULT_PERIOD;
}
