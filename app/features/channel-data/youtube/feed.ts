// A channel's public Atom feed (`<base>/videos.xml?channel_id=UC…`): its 15 newest uploads with
// their view counts, for no key and no quota. The refresh reads it first to learn what is new and
// how the newest uploads are doing, and spends Data API units only on what it cannot tell
// (refresh-schedule.ts). A feed that cannot be read is not an error: the refresh then relies on
// the schedule alone.
import type { FetchLike } from "./client";

export const YOUTUBE_FEEDS_BASE_URL = "https://www.youtube.com/feeds";

export type FeedEntry = {
  videoId: string;
  title: string;
  publishedAt: string;
  /** `media:statistics views`; null when the feed left it out (a premiere not yet started). */
  views: number | null;
};

/** Far more than YouTube's 15 entries of titles and descriptions: a larger answer is not a feed. */
const MAX_FEED_BYTES = 1_000_000;
const MAX_ENTRIES = 50;
const FEED_TIMEOUT_MS = 10_000;
const VIDEO_ID = /^[\w-]{6,20}$/;

/** The feed's entries, newest first as YouTube lists them; null when it could not be read. */
export async function readChannelFeed(
  fetchFn: FetchLike,
  baseUrl: string,
  channelId: string,
): Promise<FeedEntry[] | null> {
  let base = baseUrl;
  while (base.endsWith("/")) base = base.slice(0, -1);
  const url = `${base}/videos.xml?channel_id=${encodeURIComponent(channelId)}`;
  try {
    const response = await fetchFn(new Request(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS) }));
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const text = await boundedText(response, MAX_FEED_BYTES);
    return text === null ? null : parseChannelFeed(text);
  } catch {
    return null;
  }
}

async function boundedText(response: Response, maxBytes: number): Promise<string | null> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const joined = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(joined);
}

/**
 * The entries of an Atom feed in YouTube's format. Read by scanning for the few elements needed
 * (indexOf, no backtracking pattern over the whole text), so any answer is read in linear time.
 */
export function parseChannelFeed(xml: string): FeedEntry[] {
  const entries: FeedEntry[] = [];
  let from = 0;
  while (entries.length < MAX_ENTRIES) {
    const start = xml.indexOf("<entry>", from);
    if (start < 0) break;
    const end = xml.indexOf("</entry>", start);
    if (end < 0) break;
    from = end + 8;
    const entry = xml.slice(start, end);
    const videoId = elementText(entry, "yt:videoId");
    const published = elementText(entry, "published");
    if (!videoId || !VIDEO_ID.test(videoId) || !published || Number.isNaN(Date.parse(published))) continue;
    const views = attribute(entry, "media:statistics", "views");
    entries.push({
      videoId,
      title: decodeXml(elementText(entry, "title") ?? ""),
      publishedAt: new Date(published).toISOString(),
      views: views !== null && /^\d{1,15}$/.test(views) ? Number(views) : null,
    });
  }
  return entries;
}

function elementText(xml: string, name: string): string | null {
  const open = xml.indexOf(`<${name}>`);
  if (open < 0) return null;
  const start = open + name.length + 2;
  const close = xml.indexOf(`</${name}>`, start);
  return close < 0 ? null : xml.slice(start, close).trim();
}

function attribute(xml: string, element: string, name: string): string | null {
  const open = xml.indexOf(`<${element} `);
  if (open < 0) return null;
  const end = xml.indexOf(">", open);
  if (end < 0) return null;
  const tag = xml.slice(open, end);
  const key = tag.indexOf(` ${name}="`);
  if (key < 0) return null;
  const valueStart = key + name.length + 3;
  const valueEnd = tag.indexOf('"', valueStart);
  return valueEnd < 0 ? null : tag.slice(valueStart, valueEnd);
}

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/gi, (entity, body: string) => {
    if (body[0] !== "#") return XML_ENTITIES[body.toLowerCase()] ?? entity;
    const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** An Atom feed in YouTube's format, for the offline fake and the tests' stand-ins. */
export function channelFeedXml(
  channel: { id: string; title: string },
  entries: readonly (FeedEntry & { thumbnailUrl?: string | null })[],
): string {
  const esc = (s: string) =>
    s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  const items = entries.map(
    (e) => `
 <entry>
  <id>yt:video:${esc(e.videoId)}</id>
  <yt:videoId>${esc(e.videoId)}</yt:videoId>
  <yt:channelId>${esc(channel.id)}</yt:channelId>
  <title>${esc(e.title)}</title>
  <link rel="alternate" href="https://www.youtube.com/watch?v=${esc(e.videoId)}"/>
  <published>${e.publishedAt}</published>
  <updated>${e.publishedAt}</updated>
  <media:group>
   <media:title>${esc(e.title)}</media:title>${e.thumbnailUrl ? `\n   <media:thumbnail url="${esc(e.thumbnailUrl)}" width="480" height="360"/>` : ""}
   <media:community>
    <media:starRating count="0" average="0.00" min="1" max="5"/>${e.views === null ? "" : `\n    <media:statistics views="${e.views}"/>`}
   </media:community>
  </media:group>
 </entry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <id>yt:channel:${esc(channel.id)}</id>
 <yt:channelId>${esc(channel.id)}</yt:channelId>
 <title>${esc(channel.title)}</title>${items.join("")}
</feed>
`;
}
