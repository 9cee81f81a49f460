// The forecasts a demo starts with: made by the real forecaster on the week's demo base
// (features/demo-showcase), copied as the demo's own rows.
import { type RawStatement, rawSql } from "~/lib/db/raw-batch";

/** Copies `from`'s forecasts into workspace `to`, unchanged. */
export function forecastsCopy(from: string, to: string): RawStatement[] {
  return [
    rawSql(
      `INSERT INTO forecasts (workspace_id, id, title, topic, forecast, backtest, seq, high_potential_total, created_at)
       SELECT ?, id, title, topic, forecast, backtest, seq, high_potential_total, created_at FROM forecasts WHERE workspace_id = ?`,
      to, from,
    ),
  ];
}
