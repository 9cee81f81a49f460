// Where the sample world's thumbnails live. Kept apart from the renderer so pages (and the
// browser bundle) can check these addresses without pulling in the JPEG encoder.

/** /sample-thumbnails/<11-character video id>.jpg; group 1 is the id. */
export const SAMPLE_THUMBNAIL_PATH = /^\/sample-thumbnails\/([A-Za-z0-9_-]{11})\.jpg$/;

/** The address this app serves a sample video's thumbnail at (workers/sample-thumbnails.ts). */
export function sampleThumbnailUrl(videoId: string): string {
  return `/sample-thumbnails/${videoId}.jpg`;
}
