// Which image addresses the page may show. The Content-Security-Policy (workers/middleware.ts)
// allows YouTube's two image hosts and this app's own images; anything else would be blocked and
// show as a broken image, so callers draw their placeholder instead.
import { SAMPLE_THUMBNAIL_PATH } from "~/lib/thumbnails/paths";

const IMAGE_HOSTS: ReadonlySet<string> = new Set(["i.ytimg.com", "yt3.ggpht.com"]);

/** `url` when the policy lets the page load it, else null. */
export function allowedImage(url: string | null): string | null {
  if (!url) return null;
  // The sample channels' thumbnails, drawn and served by this app.
  if (SAMPLE_THUMBNAIL_PATH.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && IMAGE_HOSTS.has(parsed.hostname) ? url : null;
  } catch {
    return null;
  }
}
