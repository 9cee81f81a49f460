// The forecasts a demo starts with: made by the real forecaster on the week's demo base
// (features/demo-showcase), copied as the demo's own rows.
import { type RawStatement, copyWorkspaceRows } from "~/lib/db/raw-batch";
import { forecasts } from "./tables";

/** Copies `from`'s forecasts into workspace `to`, unchanged. */
export function forecastsCopy(from: string, to: string): RawStatement[] {
  return [copyWorkspaceRows(forecasts, from, to)];
}
