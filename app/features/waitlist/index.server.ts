// The waitlist's server-side public entry (platform tier): what /admin reads of it.
export { waitlistCountForAdmin, waitlistForAdmin, type WaitlistEntry, type WaitlistSlice } from "./admin-reads.server";
