import type { ReactNode } from "react";

/** A small picture frame with a play mark: what a thumbnail box shows until (or unless) its image loads. */
function PictureIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
      className="h-6 w-6"
    >
      <rect x="2.75" y="4.75" width="18.5" height="14.5" rx="2.5" />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" stroke="none" />
    </svg>
  );
}

/** Hide an image that already failed before React attached its error handler (during hydration). */
function hideIfBroken(img: HTMLImageElement | null) {
  if (img && img.complete && img.naturalWidth === 0) img.hidden = true;
}

/**
 * A thumbnail in a fixed box: the box is a neutral tile with a picture icon (or `fallback`), and
 * the image covers it once loaded. An image that fails to load is hidden, so the tile shows
 * instead of a broken-image icon. Without JavaScript a failed image stays in place, but browsers
 * then draw its ::before (never a loaded image's), here a plain tile-coloured cover over the
 * broken-image mark; the empty alt text adds nothing either.
 *
 * `className` sizes and shapes the box (give it an aspect ratio or both sizes); width and height
 * are the image's natural size, set so nothing shifts while it loads. Keep the default alt=""
 * where the title is printed beside the picture.
 */
export function ThumbnailImage({
  src,
  width,
  height,
  className = "",
  alt = "",
  referrerPolicy,
  fallback,
}: {
  src: string | null;
  width: number;
  height: number;
  className?: string;
  alt?: string;
  referrerPolicy?: "no-referrer";
  /** What the tile shows instead of the picture icon (e.g. a channel's initial). */
  fallback?: ReactNode;
}) {
  return (
    <span className={`relative block shrink-0 overflow-hidden bg-slate-200 dark:bg-slate-800 ${className}`}>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center text-slate-400 dark:text-slate-500"
      >
        {fallback ?? <PictureIcon />}
      </span>
      {src ? (
        <img
          key={src}
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          referrerPolicy={referrerPolicy}
          ref={hideIfBroken}
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
          className="relative block h-full w-full object-cover before:absolute before:inset-0 before:bg-slate-200 dark:before:bg-slate-800"
        />
      ) : null}
    </span>
  );
}
