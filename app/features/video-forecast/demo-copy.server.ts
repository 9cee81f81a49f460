// The forecasts a demo starts with: made by the real forecaster on the week's demo base
// (features/demo-showcase), copied from the base's store into the demo's.
import type { Db } from "~/lib/db/client.server";
import { copyStoreRows } from "~/lib/db/workspace-db.server";
import { forecasts } from "./store-tables";

/** Copies `from`'s forecasts into workspace `to`'s store, unchanged. */
export function copyForecasts(db: Db, from: string, to: string): Promise<number> {
  return copyStoreRows(db, forecasts, from, to);
}
