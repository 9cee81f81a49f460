// The pages Worker's side of the engines Worker (docs/decisions/005-worker-size.md): a twin module
// (`*.remote.server.ts`, scripts/engine-twins.ts) forwards a call here, and it runs in the engines
// Worker (workers/engines) over the ENGINES Service Binding. Only production builds call it: in
// development and the tests the engine modules run in place.
import { env } from "cloudflare:workers";
import { type AppErrorData, appErrorFrom } from "~/lib/errors";

/**
 * What the engines Worker answers: the call's value, or the error it threw. RPC keeps an error's
 * message but not its class, so a refusal (AppError, lib/errors.ts) travels as its code, status
 * and message and the twin throws it again; any other error comes back as a plain Error.
 */
export type EngineReply =
  { ok: true; value: unknown } | { ok: false; error: string; message: string; stack?: string; appError?: AppErrorData };

export type EnginesBinding = { run(name: string, args: unknown[]): Promise<EngineReply> };

export async function callEngine<T>(name: string, args: unknown[]): Promise<T> {
  const engines = (env as Env).ENGINES;
  if (!engines)
    throw new Error(
      `${name}: the ENGINES Service Binding is missing. Deploy the engines Worker (build/engines) and bind it (docs/decisions/005-worker-size.md).`,
    );
  const reply = await engines.run(name, args);
  if (reply.ok) return reply.value as T;
  const error = reply.appError ? appErrorFrom(reply.appError) : new Error(reply.message);
  if (reply.stack) error.stack = `${reply.stack}\n    (in the engines Worker, called as ${name})`;
  throw error;
}
