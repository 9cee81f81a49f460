import { defineConfig } from "drizzle-kit";

// Generates SQL only; wrangler applies it (locally, in tests and remotely).
export default defineConfig({
  dialect: "sqlite",
  schema: "./app/lib/db/schema.ts",
  out: "./migrations",
});
