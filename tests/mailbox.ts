// The local mailbox: without an EMAIL binding the Worker writes each message, whole, to the log
// (the stored copy has its links removed). Tests read mail here, as a developer reads the log.
import { afterAll, beforeAll } from "vitest";

type Logged = { to: string; kind: string; subject: string; text: string };

const received: Logged[] = [];

/** Call at the top of a test file: records every logged email while its tests run. */
export function recordMail() {
  let original: typeof console.log;
  beforeAll(() => {
    original = console.log;
    console.log = (...args: unknown[]) => {
      const line = args[0];
      if (typeof line === "string" && line.startsWith('{"email":')) {
        const parsed = JSON.parse(line) as Partial<Logged>;
        if (parsed.to && parsed.text) received.push(parsed as Logged);
        return;
      }
      original(...args);
    };
  });
  afterAll(() => {
    console.log = original;
  });
}

/** The newest mail of a kind to an address, waiting a little for mail sent after the response. */
export async function mailTo(to: string, kind: string): Promise<string | null> {
  for (let i = 0; i < 50; i++) {
    const found = received.filter((m) => m.to === to && m.kind === kind).at(-1);
    if (found) return found.text;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}
