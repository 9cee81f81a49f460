import { YOUTUBE_HOME_URL } from "~/lib/legal";

/**
 * Says where the figures on a page come from, as YouTube's Branding Guidelines ask of pages that
 * show data from the YouTube API Services, and links back to YouTube. Text, not YouTube's logo:
 * a text credit cannot be mistaken for an endorsement, and needs no artwork licence.
 * `light` is for pages that stay white in dark mode (the printable client report).
 */
export function YouTubeAttribution({ className = "", light = false }: { className?: string; light?: boolean }) {
  const tone = light ? "text-slate-700" : "text-slate-600 dark:text-slate-400";
  return (
    <p className={`text-xs ${tone} ${className}`} data-testid="youtube-attribution">
      Video and channel data from{" "}
      <a href={YOUTUBE_HOME_URL} rel="noopener noreferrer" target="_blank" className="underline underline-offset-2">
        YouTube
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      . Figures marked &ldquo;Vidwise estimate&rdquo; are computed by Vidwise, not reported by YouTube.
    </p>
  );
}
