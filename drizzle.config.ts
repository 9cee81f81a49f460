import { defineConfig } from "drizzle-kit";

// Generates SQL only; wrangler applies it (locally, in tests and remotely).
// Each table is defined by its owner (docs/decisions/009-feature-tiers.md): a feature's
// tables.ts, or shared code's (app/lib/auth, app/lib/email). drizzle-kit gathers them here.
export default defineConfig({
  dialect: "sqlite",
  schema: ["./app/lib/*/tables.ts", "./app/features/*/tables.ts"],
  out: "./migrations",
});
