// Learned models' weights, kept in D1 instead of the Worker's script (decision 005): each model's
// source of truth stays a generated file in its feature (trained offline), and
// scripts/model-weights-migration.ts copies it into a migration. Shared code owns the table so
// every feature reads its own row the same way (model-weights.server.ts).
import { sqliteTable, text } from "drizzle-orm/sqlite-core";

export const modelWeights = sqliteTable("model_weights", {
  // The model's name, e.g. "ask-router"; one row per model.
  name: text("name").primaryKey(),
  // The weights in the text form the model's own file ships (its parser reads them).
  data: text("data").notNull(),
});
