// Learned models' weights, kept in D1 instead of the Worker's script (decision 005): each model's
// source of truth stays a generated file in its feature (trained offline), and
// scripts/model-weights-migration.ts copies it into a migration. Shared code owns the table so
// every feature reads its own rows the same way (model-weights.server.ts).
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const modelWeights = sqliteTable(
  "model_weights",
  {
    // The model's name, e.g. "ask-router".
    name: text("name").notNull(),
    // A model's text is stored in parts cut at line ends, in `part` order: the sentiment model's
    // 107 KB in one row would pass D1's 100 KB limit on a statement.
    part: integer("part").notNull(),
    // Lines of the text form the model's own file ships (its parser reads the parts joined by "\n").
    data: text("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.part] })],
);
