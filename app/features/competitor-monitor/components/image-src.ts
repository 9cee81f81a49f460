// Which image addresses the page may show. The Content-Security-Policy (workers/middleware.ts)
// allows YouTube's two image hosts and this app's own images; anything else would be blocked and
// show as a broken image, so callers draw their placeholder instead.

const IMAGE_HOSTS: ReadonlySet<string> = new Set(["i.ytimg.com", "yt3.ggpht.com"]);
/** The sample channels' placeholder thumbnails, served by this app. */
const SAMPLE_THUMBNAIL = /^\/sample-thumbnails\/\d+\.svg$/;

/** `url` when the policy lets the page load it, else null. */
export function allowedImage(url: string | null): string | null {
  if (!url) return null;
  if (SAMPLE_THUMBNAIL.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && IMAGE_HOSTS.has(parsed.hostname) ? url : null;
  } catch {
    return null;
  }
}
