// Reads one learned model's weights from D1 (tables.ts). Each feature decodes its own text and
// keeps the decoded model for the isolate's life; this only fetches the rows.
import { asc, eq } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { modelWeights } from "./tables";

/** The stored text of model `name` (its lines joined); throws when it is missing (migrations not applied). */
export async function readModelWeights(db: Db, name: string): Promise<string> {
  const rows = await db
    .select({ data: modelWeights.data })
    .from(modelWeights)
    .where(eq(modelWeights.name, name))
    .orderBy(asc(modelWeights.part));
  if (rows.length === 0)
    throw new Error(`The "${name}" model's weights are not in D1 (table model_weights): apply the migrations.`);
  return rows.map((r) => r.data).join("\n");
}
