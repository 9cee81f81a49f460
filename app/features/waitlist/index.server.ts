// The waitlist feature's server-side public entry (docs/decisions/009-feature-tiers.md).

// Tables other features still query directly, until each use becomes a typed read or write named
// for its consumer (issue 26). tests/architecture/tables.test.ts allows exactly these, no more.
export { waitlistEmails } from "./tables";
