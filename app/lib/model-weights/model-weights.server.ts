// Reads one learned model's weights from D1 (tables.ts). Each feature decodes its own text and
// keeps the decoded model for the isolate's life; this only fetches the row.
import { eq } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { modelWeights } from "./tables";

/** The stored text of model `name`; throws when the row is missing (migrations not applied). */
export async function readModelWeights(db: Db, name: string): Promise<string> {
  const row = await db.select({ data: modelWeights.data }).from(modelWeights).where(eq(modelWeights.name, name)).get();
  if (!row) throw new Error(`The "${name}" model's weights are not in D1 (table model_weights): apply the migrations.`);
  return row.data;
}
