// An account's traces in the outbox, removed when the account is deleted. The outbox keeps a copy of
// every mail for 30 days (admins read them on /admin); a deleted account's address and what was
// said to it, or by it, should not outlive the account there. So every copy goes that was sent to
// the address or names it: the account's own mail (links, digests, alerts), its feedback to
// support (the subject names the sender, the text holds their words) and the invitations it sent
// (which name the inviter). Deleted rather than anonymised: a copy is the mail's text, and with the
// person taken out there is little left for an admin to read.
import { or, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { mailHeaderText } from "./mail-header-text";
import { emailOutbox } from "./tables";

/**
 * The DELETE of the outbox copies sent to `email` or naming it, to run in the account deletion's
 * batch. Matched by substring, so a copy naming a longer address that contains this one (bob@x.io
 * within jimbob@x.io) goes too: an admin copy too many, never one too few.
 */
export function forgetAddressInOutbox(db: Db, email: string) {
  const address = email.trim().toLowerCase();
  // As it was sent: an address with markup or controls reaches subjects and texts as plain text.
  const forms = [...new Set([address, mailHeaderText(address)])].filter((form) => form.length > 0);
  return db
    .delete(emailOutbox)
    .where(
      or(
        sql`lower(${emailOutbox.to}) = ${address}`,
        ...forms.flatMap((form) => [
          sql`instr(lower(${emailOutbox.subject}), ${form}) > 0`,
          sql`instr(lower(${emailOutbox.text}), ${form}) > 0`,
        ]),
      ),
    );
}
