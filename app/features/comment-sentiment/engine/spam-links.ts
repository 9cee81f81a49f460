// What a link in a comment points at, for the spam detector. On YouTube almost every link to
// another site is promotion; links to YouTube itself (a timestamp, the video shared with its
// title) are conversation, and a few reference sites (Wikipedia, GitHub, arXiv...) are how
// viewers answer each other's questions.

export type LinkKind =
  /** A timestamp link or another YouTube page: part of the conversation. */
  | "youtube"
  /** Reference and documentation sites viewers cite in answers. */
  | "reference"
  /** Social profiles, streams and music pages: "follow me", "listen to my stuff". */
  | "social"
  /** Donations, crowdfunding, petitions, votes. */
  | "fundraising"
  /** Shorteners, referral and affiliate links, app stores and shops: where spam sends people. */
  | "promo"
  /** Any other site. */
  | "other";

/** Top-level domains a bare "name.tld" must end in to count as a link ("great.this", "love.it" are typos). */
const TLDS = new Set(
  (
    "com net org info biz edu gov io co tv ly gl gd us uk ca au nz ie de fr es nl pl ru ua br mx ar cl pe pk bd id my ph sg th vn jp kr cn tw hk " +
    "tr gr pt ro cz sk hu se no dk fi ch at za ng ke eg ma sa ae il ir cc ws me xyz site online store shop app dev blog link click live club top " +
    "space website pro tech news media pw gg example"
  ).split(" "),
);

/** Shorteners whose top-level domain is also a word ("shorturl.at", "rb.gy"): links all the same. */
const SHORTENERS = /^(?:shorturl\.at|rb\.gy|bit\.do|s\.id|v\.gd|beacons\.ai)$/;

/** Names that look like domains but are software ("ASP.NET", "socket.io"). */
const NOT_LINKS =
  /^(?:asp|vb|ado|dot|entity)\.net$|^socket\.io$|^(?:node|next|nuxt|vue|react|three|chart|express)\.js$/;

/**
 * Links in spamText() output: URLs with a scheme, "www." hosts, bare "name.tld/path" with a
 * known TLD, and YouTube "watch?v=" paths. Glued to a word ("you!https://…") still counts.
 */
const LINK =
  /(?:https?:\/\/|www\d*\.)[^\s<>"]+|(?<![\w@./-])[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/?#][^\s<>"]*)?|(?<![\w/])\/?watch\?v=[\w-]+\S*/g;

export function findLinks(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(LINK)) if (isRealLink(m[0])) out.push(m[0]);
  return out;
}

const HOSTS: readonly [LinkKind, RegExp][] = [
  ["youtube", /(?:^|\.)(?:youtube\.com|youtu\.be|youtube-nocookie\.com)$/],
  [
    "reference",
    /(?:^|\.)(?:wikipedia\.org|wikimedia\.org|github\.com|gitlab\.com|arxiv\.org|doi\.org|stackoverflow\.com|stackexchange\.com|mozilla\.org|python\.org|w3\.org|ietf\.org|nih\.gov|nasa\.gov)$|\.(?:gov|edu|ac\.uk|gov\.uk)$|^(?:docs|developer|developers|learn|support|help)\./,
  ],
  [
    "social",
    /(?:^|\.)(?:facebook\.com|fb\.com|fb\.me|instagram\.com|twitter\.com|x\.com|twitch\.tv|tiktok\.com|snapchat\.com|soundcloud\.com|tumblr\.com|vk\.com|tsu\.co|reverbnation\.com|bandcamp\.com|spotify\.com|myspace\.com|vine\.co|ask\.fm|discord\.gg|discord\.com|t\.me|wa\.me|telegram\.me|telegram\.dog|chat\.whatsapp\.com|signal\.me|linktr\.ee|beacons\.ai|onlyfans\.com|datpiff\.com|audiomack\.com|deviantart\.com|blogspot\.com|wordpress\.com|bubblews\.com|pinterest\.com|plus\.google\.com)$/,
  ],
  [
    "fundraising",
    /(?:^|\.)(?:gofundme\.com|indiegogo\.com|kickstarter\.com|patreon\.com|change\.org|paypal\.me|paypal\.com|vakinha\.com\.br|ko-fi\.com|buymeacoffee\.com|gogetfunding\.com|youcaring\.com|fundly\.com)$/,
  ],
  [
    "promo",
    /(?:^|\.)(?:bit\.ly|tinyurl\.com|goo\.gl|ow\.ly|is\.gd|adf\.ly|shorte\.st|linkbucks\.com|shhort\.com|hyperurl\.co|cutt\.ly|rebrand\.ly|tiny\.cc|t\.co|t\.ly|rb\.gy|bit\.do|shorturl\.at|s\.id|tiny\.one|v\.gd|lnkd\.in|tinyurl\.is|play\.google\.com|apps\.apple\.com|itunes\.apple\.com|teespring\.com|etsy\.com|ebay\.com|aliexpress\.com|swagbucks\.com|mediafire\.com|4shared\.com|mega\.co\.nz|mega\.nz)$/,
  ],
];

/** Host of a URL-ish chunk, lower case, without "www." ("twitch.tv" for "http://www.twitch.tv/x"). */
export function linkHost(url: string): string {
  const m = /^(?:[a-z][a-z0-9+.-]*:\/\/)?([a-z0-9.-]+)/i.exec(url.trim());
  return (m?.[1] ?? "").toLowerCase().replace(/^www\d*\./, "");
}

/** Whether a chunk the tokenizer took for a URL is really a link (scheme, "www." or a known TLD). */
export function isRealLink(url: string): boolean {
  if (/^(?:https?:\/\/|www\d*\.)/i.test(url) || /^\/?watch\?v=/.test(url)) return true;
  const host = linkHost(url);
  if (NOT_LINKS.test(host)) return false;
  const tld = host.slice(host.lastIndexOf(".") + 1);
  return host === "youtu.be" || SHORTENERS.test(host) || (host.includes(".") && TLDS.has(tld));
}

/** A link written without scheme or "www." ("murdev.com"): weaker evidence than a full URL. */
export function isBareLink(url: string): boolean {
  return !/^(?:https?:\/\/|www\d*\.)/i.test(url);
}

/** Referral, affiliate and "friend" codes in a link: the writer is paid per click or sign-up. */
export function isReferralLink(url: string): boolean {
  return /[?&#](?:ref|r|rb|aff|affiliate|referral|referrer|invite|friend|refid|ref_id|tag)=|\/ref=|\/(?:ref|refer|referral|invite|aff|r)\/[\w-]+/i.test(
    url,
  );
}

export function linkKind(url: string): LinkKind {
  if (/^\/?watch\?v=/.test(url)) return "youtube";
  const host = linkHost(url);
  for (const [kind, pattern] of HOSTS) if (pattern.test(host)) return kind;
  return "other";
}

/** Timestamp links to a YouTube video, the usual way viewers point at a moment. */
export function isTimestampLink(url: string): boolean {
  return /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/watch\?v=[\w-]+&t=|youtu\.be\/[\w-]+\?t=)/.test(url);
}
