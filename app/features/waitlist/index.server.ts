// The waitlist's server-side public entry (platform tier): what /admin reads of it.
export { waitlistCountForAdmin, waitlistForAdmin, type WaitlistEntry, type WaitlistSlice } from "./admin-reads.server";

// What the pages and Workers (the edges) import of this feature.
export { joinWaitlist } from "./waitlist.server";
export { waitlistSchema } from "./schema";
