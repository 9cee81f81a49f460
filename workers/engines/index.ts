// The engines Worker (production only; docs/decisions/005-worker-size.md). The pages Worker
// (workers/app.ts) reaches it over the ENGINES Service Binding and calls `run` with a name from
// calls.ts; it has no public route. It shares the pages Worker's D1 and sync queue.
import { WorkerEntrypoint } from "cloudflare:workers";
import type { EngineReply } from "~/lib/engines/call-engine.server";
import { appErrorData, isAppError } from "~/lib/errors";
import { engineCalls } from "./calls";

export default class Engines extends WorkerEntrypoint<Env> {
  async run(name: string, args: unknown[]): Promise<EngineReply> {
    const call = Object.hasOwn(engineCalls, name) ? engineCalls[name] : undefined;
    if (!call) return { ok: false, error: "Error", message: `The engines Worker has no call named "${name}".` };
    try {
      return { ok: true, value: await call(this.env, args) };
    } catch (error) {
      // Not logged here: the pages Worker throws it again (call-engine.server.ts), and its caller
      // decides, as with any use-case's error, whether it is an answer ("No channel connected")
      // or a failure to log. The stack goes along, so a logged failure shows where it happened.
      const failure = error instanceof Error ? error : new Error(String(error));
      return {
        ok: false,
        error: failure.name,
        message: failure.message,
        stack: failure.stack,
        ...(isAppError(failure) ? { appError: appErrorData(failure) } : {}),
      };
    }
  }
}
