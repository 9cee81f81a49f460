// A sample video's thumbnail as the JPEG file /sample-thumbnails serves (workers/sample-thumbnails.ts).
// Drawing and encoding run in the engines Worker in production (its twin,
// sample-thumbnail-file.remote.server.ts): the JPEG encoder and the renderer are about 3 KB
// gzipped the pages Worker need not carry (docs/decisions/005-worker-size.md).
import { sampleThumbnailJpeg } from "./sample-thumbnail";

export async function sampleThumbnailFile(videoId: string): Promise<Uint8Array<ArrayBuffer>> {
  return sampleThumbnailJpeg(videoId);
}
