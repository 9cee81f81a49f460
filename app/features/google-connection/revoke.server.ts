// Handing a grant back to Google (RFC 7009 at https://oauth2.googleapis.com/revoke), best effort:
// the local row is deleted whatever Google answers, so a network failure never keeps tokens here.
import type { GoogleSetup } from "./google-config.server";
import { log } from "~/lib/log.server";

export async function revokeAtGoogle(setup: GoogleSetup, token: string): Promise<boolean> {
  try {
    const response = await setup.fetch(
      new Request(setup.endpoints.revoke, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token }),
      }),
    );
    // 400 invalid_token: already revoked or expired, which is what we wanted.
    if (!response.ok && response.status !== 400) log.warn("google-revoke-failed", { status: response.status });
    return response.ok;
  } catch (error) {
    log.warn("google-revoke-failed", { error: error instanceof Error ? error.name : "unknown" });
    return false;
  }
}
