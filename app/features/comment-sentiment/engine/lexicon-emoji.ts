// Our own valences for emoji (same -4..+4 scale), keyed by the emoji's first code point so that
// skin tones, variation selectors and ZWJ sequences share their base's value. Set by how the emoji
// is used in YouTube comments rather than by its name: 😂 and 💀 mostly mark a joke (mildly
// positive), 😭 is as often "so good I'm crying" as real sadness (near neutral), 🙏 is thanks or
// please, 👀 and 🤔 carry no feeling. Emoji that are missing score 0.

const EMOJI: Readonly<Record<string, number>> = {
  // Love and praise
  "❤": 2.6, "♥": 2.4, "♡": 2.0, "💕": 2.5, "💖": 2.6, "💗": 2.5, "💓": 2.4, "💞": 2.4, "💘": 2.2,
  "💝": 2.3, "💜": 2.2, "💙": 2.2, "💚": 2.2, "💛": 2.2, "🧡": 2.2, "🤍": 2.0, "🖤": 1.4, "🤎": 1.8,
  "😍": 2.9, "🥰": 2.9, "😘": 2.4, "😻": 2.6, "🫶": 2.6, "🤩": 2.8, "🔥": 2.2, "💯": 2.0, "👏": 2.0,
  "🙌": 2.0, "👍": 1.7, "👌": 1.7, "🤌": 1.5, "✨": 1.2, "⭐": 1.6, "🌟": 1.9, "🏆": 2.0, "🥇": 1.9,
  "👑": 1.8, "🐐": 2.4, "💎": 1.6, "🚀": 1.4, "💪": 1.6, "🤝": 1.3, "✅": 1.2, "✔": 1.0, "☑": 0.8,
  "🎉": 2.2, "🎊": 2.1, "🥳": 2.5, "🎁": 1.2, "🌈": 1.3, "☀": 1.0, "🌞": 1.4, "🍀": 1.2, "💡": 0.8,
  "🆒": 1.5, "🔝": 1.5, "👋": 0.7, "🫡": 1.0, "🙏": 0.5, "🤗": 2.0, "🥹": 1.6, "😇": 2.0, "🌹": 1.6,
  // Happy faces
  "😀": 2.1, "😃": 2.2, "😄": 2.3, "😁": 2.1, "😆": 1.8, "😊": 2.2, "☺": 2.0, "🙂": 1.1, "😉": 1.1,
  "😎": 1.6, "😋": 1.6, "😌": 1.3, "😏": 0.3, "🤤": 1.0, "🤑": 0.4, "😺": 1.8, "😸": 1.8,
  // Laughter: friendly but often at someone's expense
  "😂": 1.2, "🤣": 1.3, "😹": 1.1, "😅": 0.4, "🥲": 0.3, "💀": 0.3, "☠": -0.3, "😜": 1.0, "😝": 0.9,
  "😛": 0.8, "🤪": 0.8, "🙃": 0.0,
  // Surprise and curiosity
  "🤯": 1.2, "😮": 0.3, "😯": 0.2, "😲": 0.4, "😳": -0.2, "🤔": 0.0, "👀": 0.0, "🧐": 0.0, "❗": 0.0,
  "❓": 0.0, "⁉": -0.2, "‼": 0.3, "🥺": 0.6,
  // Sadness
  "😢": -1.9, "😞": -2.0, "😔": -1.7, "😟": -1.5, "😕": -1.2, "🙁": -1.5, "☹": -1.8, "😩": -1.4,
  "😫": -1.5, "😥": -1.3, "😪": -1.0, "😿": -1.8, "💔": -2.4, "😭": 0, "🥀": -1.0, "😓": -1.2,
  // Anger, disgust, contempt
  "😠": -2.4, "😡": -2.8, "🤬": -3.0, "😤": -1.3, "👿": -1.8, "🤮": -2.8, "🤢": -2.3, "💩": -2.0,
  "🙄": -1.4, "😒": -1.6, "😑": -0.9, "😐": -0.4, "😶": -0.2, "🤨": -0.6, "🤦": -1.6, "🤡": -1.8,
  "👎": -2.0, "❌": -1.2, "🚫": -1.2, "⚠": -0.6, "😬": -0.8, "🤷": -0.2, "😴": -1.3, "🥱": -1.6,
  "💤": -1.0, "🗑": -1.8, "🖕": -2.8,
  // Fear and worry
  "😨": -1.8, "😰": -1.8, "😱": -0.9, "😧": -1.2, "😦": -1.1, "😖": -1.8, "😣": -1.5,
};

/** Emoji valence by first code point. */
export const EMOJI_VALENCES: ReadonlyMap<number, number> = new Map(Object.entries(EMOJI).map(([e, v]) => [e.codePointAt(0) as number, v]));

/** Emoticons our users type that the base lexicon lacks, with our valences. */
export const EXTRA_EMOTICONS: Readonly<Record<string, number>> = {
  xD: 1.6,
  XD: 1.6,
  "^^": 1.5,
  "^_^": 1.9,
  "^.^": 1.8,
  "-_-": -0.8,
  "T_T": -1.8,
  ";(": -1.6,
  ";-(": -1.6,
  "<33": 2.2,
  "<333": 2.4,
  ":((": -2.2,
  ":))": 2.4,
  ":')": 2.1,
  "D:": -1.8,
  ":/": -1.2,
};
