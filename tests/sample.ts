// The sample template, seeded into a test file's D1 the way `npm run dev` seeds the local one.
import { env } from "cloudflare:test";
import { generateSampleWorld } from "~/dev/sample-world/generator";
import { buildSampleSeedSql } from "~/features/channel-data/sample-seed-sql";
import type { SampleWorld } from "~/features/channel-data/types";

let world: SampleWorld | undefined;

export function sampleWorld(): SampleWorld {
  world ??= generateSampleWorld();
  return world;
}

export async function seedSampleTemplate() {
  const statements = buildSampleSeedSql(sampleWorld());
  await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
}
