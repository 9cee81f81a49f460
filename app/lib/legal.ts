// The addresses YouTube's API policies require us to show, in one place, so the terms page, the
// privacy policy, the sign-up screen and the Google card can never link different ones.

/** YouTube's own Terms of Service: everyone using Vidwise agrees to them. */
export const YOUTUBE_TERMS_URL = "https://www.youtube.com/t/terms";
/** Google's Privacy Policy, which the privacy policy must reference and link. */
export const GOOGLE_PRIVACY_URL = "http://www.google.com/policies/privacy";
/** Where a person revokes Vidwise's access to their Google account at any time. */
export const GOOGLE_PERMISSIONS_URL = "https://security.google.com/settings/security/permissions";
/** The YouTube home page: where a "Data from YouTube" note links back to. */
export const YOUTUBE_HOME_URL = "https://www.youtube.com";

/** Our own pages. */
export const TERMS_PATH = "/terms";
export const PRIVACY_PATH = "/privacy";

/** A video's page on YouTube: titles and thumbnails of YouTube videos link there. */
export function youtubeVideoUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}
