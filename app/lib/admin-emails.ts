// Who the operators are: the addresses in ADMIN_EMAILS. The admin page admits them, and alerts
// about the deployment (the YouTube allowance nearly spent) are mailed to them.

/** ADMIN_EMAILS: comma-separated, trimmed and lower-cased; blanks ignored. Unset means nobody. */
export function adminEmails(value: string | undefined): Set<string> {
  return new Set(
    (value ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
}
