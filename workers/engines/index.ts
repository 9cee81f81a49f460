// The engines Worker (production only; docs/decisions/005-worker-size.md). The pages Worker
// (workers/app.ts) reaches it over the ENGINES Service Binding and calls `run` with a name from
// calls.ts; it has no public route. It shares the pages Worker's D1 and sync queue.
import { WorkerEntrypoint } from "cloudflare:workers";
import type { EngineReply } from "~/lib/engines/call-engine.server";
import { describeError, log } from "~/lib/log.server";
import { engineCalls } from "./calls";

export default class Engines extends WorkerEntrypoint<Env> {
  async run(name: string, args: unknown[]): Promise<EngineReply> {
    const call = Object.hasOwn(engineCalls, name) ? engineCalls[name] : undefined;
    if (!call) return { ok: false, error: "Error", message: `The engines Worker has no call named "${name}".` };
    try {
      return { ok: true, value: await call(this.env, args) };
    } catch (error) {
      // The class travels by name (call-engine.server.ts); an unexpected failure is logged here too.
      log.error("engines.call-failed", { name, error: describeError(error) });
      const failure = error instanceof Error ? error : new Error(String(error));
      return { ok: false, error: failure.name, message: failure.message };
    }
  }
}
