// The pages Worker's side of the engines Worker (docs/decisions/005-worker-size.md): a twin module
// (`*.remote.server.ts`, scripts/engine-twins.ts) forwards a call here, and it runs in the engines
// Worker (workers/engines) over the ENGINES Service Binding. Only production builds call it: in
// development and the tests the engine modules run in place.
import { env } from "cloudflare:workers";

/**
 * What the engines Worker answers: the call's value, or the error it threw, by class name. RPC
 * keeps an error's message but not its class, and pages tell errors apart by class
 * (`instanceof NoChannelError`), so the class travels by name and the twin throws it again.
 */
export type EngineReply = { ok: true; value: unknown } | { ok: false; error: string; message: string; stack?: string };

export type EnginesBinding = { run(name: string, args: unknown[]): Promise<EngineReply> };

/** Error classes a twin throws again when the engine threw one of that name. */
export type KnownErrors = Record<string, new () => Error>;

export async function callEngine<T>(name: string, args: unknown[], errors: KnownErrors = {}): Promise<T> {
  const engines = (env as Env).ENGINES;
  if (!engines) throw new Error(`${name}: the ENGINES Service Binding is missing. Deploy the engines Worker (build/engines) and bind it (docs/decisions/005-worker-size.md).`);
  const reply = await engines.run(name, args);
  if (reply.ok) return reply.value as T;
  const Known = Object.hasOwn(errors, reply.error) ? errors[reply.error] : undefined;
  const error = Known ? new Known() : new Error(reply.message);
  error.message = reply.message;
  if (reply.stack) error.stack = `${reply.stack}\n    (in the engines Worker, called as ${name})`;
  throw error;
}
