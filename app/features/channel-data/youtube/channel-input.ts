// Turns whatever a person pastes into the "channel" box into something the YouTube client can
// look up: a channel id, an @handle, a legacy /user/ name, a legacy /c/ custom name, or a video
// (whose channel is then looked up). Anything else is null, so the form can say "not a channel".

export type ChannelInput =
  | { kind: "id"; id: string }
  | { kind: "handle"; handle: string }
  | { kind: "username"; username: string }
  | { kind: "custom"; name: string }
  | { kind: "video"; videoId: string };

/** Longest input we look at; longer pastes are rejected rather than parsed. */
export const MAX_CHANNEL_INPUT_LENGTH = 2048;

/** "UC" + 22 characters of YouTube's URL-safe base64 alphabet. */
export const CHANNEL_ID_PATTERN = /^UC[A-Za-z0-9_-]{22}$/;
/** 11 characters of the same alphabet. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
/**
 * YouTube handles are 3-30 characters: letters (any script), digits, underscores, hyphens and
 * periods. Stored and returned without the at-sign.
 */
const HANDLE_PATTERN = /^[\p{L}\p{M}\p{N}._-]{3,30}$/u;
/** Legacy /user/ names and /c/ custom names: a single path segment, bounded. */
const NAME_PATTERN = /^[\p{L}\p{M}\p{N}._-]{1,100}$/u;

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const SHORT_LINK_HOSTS = new Set(["youtu.be", "www.youtu.be"]);

/** A scheme-less paste that starts with a YouTube host, e.g. "www.youtube.com/@name". */
const BARE_HOST = /^(?:[a-z0-9-]+\.)*(?:youtube\.com|youtu\.be|youtube-nocookie\.com)(?:[/?#:]|$)/i;
/** A paste of just the path, e.g. "/channel/UC…" or "c/name". */
const BARE_PATH = /^\/?(?:@|(?:channel|c|user|watch|shorts|live|embed)(?:[/?]|$))/i;

/** First path segments that are YouTube pages, never a legacy youtube.com/<name> vanity URL. */
const RESERVED_SEGMENTS = new Set([
  "about",
  "account",
  "ads",
  "attribution_link",
  "browse",
  "channel",
  "c",
  "create_channel",
  "creators",
  "dashboard",
  "e",
  "embed",
  "feed",
  "gaming",
  "hashtag",
  "howyoutubeworks",
  "index",
  "kids",
  "live",
  "logout",
  "music",
  "new",
  "oembed",
  "playlist",
  "post",
  "premium",
  "redirect",
  "results",
  "s",
  "shorts",
  "signin",
  "source",
  "studio",
  "t",
  "trending",
  "upload",
  "user",
  "v",
  "watch",
  "yt",
  "favicon.ico",
  "robots.txt",
  "sw.js",
]);

export function parseChannelInput(raw: string): ChannelInput | null {
  if (typeof raw !== "string") return null;
  const input = raw.trim();
  if (input.length === 0 || input.length > MAX_CHANNEL_INPUT_LENGTH) return null;
  // Whitespace or control characters inside a link or a name: not something we can look up.
  if (/[\s\p{Cc}]/u.test(input)) return null;

  if (CHANNEL_ID_PATTERN.test(input)) return { kind: "id", id: input };
  if (input.startsWith("@")) return handleOrNull(input.slice(1));

  let href: string | null = null;
  if (/^https?:\/\//i.test(input)) href = input;
  else if (BARE_HOST.test(input)) href = `https://${input}`;
  else if (BARE_PATH.test(input)) href = `https://www.youtube.com/${input.replace(/^\//, "")}`;
  if (href !== null) return parseUrl(href);

  // A bare word: read it as a handle typed without its at-sign.
  return handleOrNull(input);
}

function parseUrl(href: string): ChannelInput | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();

  const segments = url.pathname
    .split("/")
    .filter((segment) => segment.length > 0)
    .map(decodeSegment);
  if (segments.some((segment) => segment === null)) return null;
  const parts = segments as string[];

  if (SHORT_LINK_HOSTS.has(host)) return videoOrNull(parts[0]);
  if (!YOUTUBE_HOSTS.has(host)) return null;

  const [first, second] = parts;
  if (first === undefined) return null;
  if (first.startsWith("@")) return handleOrNull(first.slice(1));

  switch (first.toLowerCase()) {
    case "channel":
      return second !== undefined && CHANNEL_ID_PATTERN.test(second) ? { kind: "id", id: second } : null;
    case "c":
      return second !== undefined && NAME_PATTERN.test(second) ? { kind: "custom", name: second } : null;
    case "user":
      return second !== undefined && NAME_PATTERN.test(second) ? { kind: "username", username: second } : null;
    case "watch":
      // youtube.com/watch?v=ID (any other parameters ignored), and the rarer youtube.com/watch/ID.
      return videoOrNull(url.searchParams.get("v") ?? second);
    case "shorts":
    case "live":
    case "embed":
    case "v":
    case "e":
      return videoOrNull(second);
  }

  // Legacy vanity links, youtube.com/<name>: resolved like a /c/ custom name.
  if (parts.length <= 2 && !RESERVED_SEGMENTS.has(first.toLowerCase()) && NAME_PATTERN.test(first)) {
    return { kind: "custom", name: first };
  }
  return null;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function handleOrNull(candidate: string): ChannelInput | null {
  return HANDLE_PATTERN.test(candidate) ? { kind: "handle", handle: candidate } : null;
}

function videoOrNull(candidate: string | null | undefined): ChannelInput | null {
  return candidate != null && VIDEO_ID_PATTERN.test(candidate) ? { kind: "video", videoId: candidate } : null;
}

// ---- the Competitor Monitor's box: a link, a handle or a plain channel name ----

/**
 * What a person typed to find a channel: something the API can look up directly (an id, an
 * @handle, a link), or a plain name ("ByteSized Desk") that needs a channel search. A one-word
 * name may also be a handle typed without its at-sign: `handle` holds it then, so the caller
 * can try that cheap lookup (1 unit) before spending a search.
 */
export type ChannelQuery =
  { kind: "lookup"; input: ChannelInput } | { kind: "name"; name: string; handle: string | null };

/** YouTube channel names are at most 100 characters. */
export const MAX_CHANNEL_NAME_LENGTH = 100;

/** "name.tld/…": a link pasted without its scheme, to any site (not a name with a dot, "mr.beast"). */
const DOMAIN_WITH_PATH = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+\//i;

export function readChannelQuery(raw: string): ChannelQuery | null {
  if (typeof raw !== "string") return null;
  const input = raw.trim();
  if (input.length === 0 || input.length > MAX_CHANNEL_INPUT_LENGTH) return null;
  if (/\p{Cc}/u.test(input.replace(/[\t\n\r]/g, " "))) return null;

  const looksLikeLink =
    input.startsWith("@") ||
    CHANNEL_ID_PATTERN.test(input) ||
    /^[a-z][a-z0-9+.-]*:\/\//i.test(input) ||
    BARE_HOST.test(input) ||
    BARE_PATH.test(input) ||
    DOMAIN_WITH_PATH.test(input);
  if (looksLikeLink) {
    const lookup = parseChannelInput(input);
    return lookup ? { kind: "lookup", input: lookup } : null;
  }

  const name = input.normalize("NFKC").replace(/\s+/g, " ");
  if (name.length > MAX_CHANNEL_NAME_LENGTH || !/[\p{L}\p{N}]/u.test(name)) return null;
  return { kind: "name", name, handle: HANDLE_PATTERN.test(name) ? name : null };
}

/** Lower case, NFKC, single spaces, no at-sign: how names and handles are compared. */
function comparable(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/^@/, "").replace(/\s+/g, " ").trim();
}

/**
 * Whether a channel is exactly what a name search asked for: its title, or its handle, equal to
 * the name in any letter case ("bytesized desk" names "ByteSized Desk"; "ByteSizedDesk" names
 * the handle @bytesizeddesk). A title that merely contains the name is a candidate, not a match.
 */
export function isExactChannelName(name: string, channel: { title: string; handle: string | null }): boolean {
  const wanted = comparable(name);
  if (wanted.length === 0) return false;
  if (comparable(channel.title) === wanted) return true;
  return channel.handle !== null && comparable(channel.handle) === wanted.replace(/ /g, "");
}
