// The tests' mailbox: without an EMAIL binding the Worker hands each message, whole, to the
// function installed under TEST_MAILBOX (the tests share the Worker's isolate). Its log gets the
// whole message only for links on a loopback host, and tests use http://vidwise.test.
import { afterAll, beforeAll } from "vitest";
import { TEST_MAILBOX } from "~/lib/email/email.server";

type Logged = { to: string; kind: string; subject: string; text: string };

const received: Logged[] = [];

/** Call at the top of a test file: records every email sent while its tests run. */
export function recordMail() {
  const slot = globalThis as { [TEST_MAILBOX]?: (mail: Logged) => void };
  beforeAll(() => {
    // Test files share one workerd (vitest.config.ts): a file starts with none of the last one's mail.
    received.length = 0;
    slot[TEST_MAILBOX] = (mail) => received.push(mail);
  });
  afterAll(() => {
    delete slot[TEST_MAILBOX];
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
