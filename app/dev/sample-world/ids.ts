// Identifiers shaped like YouTube's, unique across the whole sample world, so parsers and
// validators written against real data accept the sample too.
import { sampleThumbnailUrl } from "~/lib/thumbnails/paths";
import type { Random } from "./random";

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
// An 11-character video id encodes 64 bits: the last character carries only 4 of its 6 bits,
// so real ids end in one of these 16 characters.
const VIDEO_LAST = "AEIMQUYcgkosw048";
// Likewise a channel id's 22 characters after "UC" encode 128 bits: the last carries 2 bits.
const CHANNEL_LAST = "AQgw";

export class IdFactory {
  private readonly used = new Set<string>();
  private readonly rng: Random;

  constructor(rng: Random) {
    this.rng = rng;
  }

  private unique(make: () => string): string {
    for (;;) {
      const id = make();
      if (!this.used.has(id)) {
        this.used.add(id);
        return id;
      }
    }
  }

  /** 11 characters of [A-Za-z0-9_-]. */
  video(): string {
    return this.unique(() => this.rng.chars(10, BASE64URL) + this.rng.chars(1, VIDEO_LAST));
  }

  /** "UC" + 22 characters. */
  channel(): string {
    return this.unique(() => "UC" + this.rng.chars(21, BASE64URL) + this.rng.chars(1, CHANNEL_LAST));
  }

  /** A top-level comment id, e.g. "UgzDE2tasfmrYLyNkGt4AaABAg". */
  comment(): string {
    return this.unique(() => "Ug" + this.rng.chars(1, "wxyz") + this.rng.chars(16, BASE64URL) + "4AaABAg");
  }

  /** A reply's id is its parent's id, a dot and 22 more characters. */
  reply(parentId: string): string {
    return this.unique(() => parentId + "." + this.rng.chars(22, BASE64URL.slice(0, 62)));
  }
}

export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
export const CHANNEL_ID_PATTERN = /^UC[A-Za-z0-9_-]{22}$/;

/**
 * A sample video's thumbnail: a picture this app draws from the video id and serves itself
 * (workers/sample-thumbnails.ts). Sample videos do not exist on YouTube, so an i.ytimg.com
 * address would show a broken image (offline and online alike).
 */
export function thumbnailUrl(videoId: string): string {
  return sampleThumbnailUrl(videoId);
}
