// Letters written in a styled font, as the plain letters they stand for. Fancy-text generators write
// whole comments in bold, script, fullwidth, circled or small-capital letters, or strike and
// underline them with combining marks; every detector reads words, so such a comment would read
// as nothing. Spam uses the same letters to get past filters (spam-text.ts foldLookAlikes).

const NOT_ASCII = /[^\u0000-\u007f]/;

/** Fullwidth ASCII, circled letters, and the mathematical alphabets (one surrogate pair each). */
const STYLED = /[\uFF01-\uFF5E\u24B6-\u24E9]|\uD835[\uDC00-\uDFFF]/g;

/** Small capitals, which NFKC leaves alone ("ᴛʜɪs ɪs ᴀᴍᴀᴢɪɴɢ"). */
const SMALL_CAPS: Readonly<Record<string, string>> = {
  ᴀ: "a",
  ʙ: "b",
  ᴄ: "c",
  ᴅ: "d",
  ᴇ: "e",
  ꜰ: "f",
  ɢ: "g",
  ʜ: "h",
  ɪ: "i",
  ᴊ: "j",
  ᴋ: "k",
  ʟ: "l",
  ᴍ: "m",
  ɴ: "n",
  ᴏ: "o",
  ᴘ: "p",
  ǫ: "q",
  ʀ: "r",
  ꜱ: "s",
  ᴛ: "t",
  ᴜ: "u",
  ᴠ: "v",
  ᴡ: "w",
  ʏ: "y",
  ᴢ: "z",
};
const SMALL_CAP = /[ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡʏᴢ]/g;

/**
 * Combining marks that strike through or underline a letter ("h̶a̶t̶e̶", "s͟o͟ g͟o͟o͟d͟"): no language
 * writes with them, unlike the accents beside them in the same block.
 */
const STYLE_MARKS = /[\u0332-\u0338\u033F\u035F]/g;

/**
 * A comment's styled letters ("𝐋𝐨𝐯𝐞 𝐭𝐡𝐢𝐬", "ＡＷＥＳＯＭＥ", "ⓘ ⓗⓐⓣⓔ ⓘⓣ", "ᴀᴍᴀᴢɪɴɢ", "h̶a̶t̶e̶") as plain
 * ones. Only those characters change (NFKC for the first three kinds), so accents, other scripts,
 * emoji and symbols stay as written.
 */
export function plainLetters(text: string): string {
  if (!NOT_ASCII.test(text)) return text;
  return text
    .replace(STYLED, (c) => c.normalize("NFKC"))
    .replace(SMALL_CAP, (c) => SMALL_CAPS[c] ?? c)
    .replace(STYLE_MARKS, "");
}

/**
 * Three or more Latin letters each set apart by one space ("P E A C E & L O V E",
 * "~ K I D D I N G ~"): one word spelled out for emphasis, read as that word. Two letters ("M E")
 * stay apart: too many ordinary pairs ("a b", "I a") look the same; so does one letter repeated
 * ("a a a"), which spells nothing.
 */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])[A-Za-z](?: [A-Za-z]){2,}(?![\p{L}\p{N}])/gu;

export function joinedSpacedLetters(text: string): string {
  return text.replace(SPACED_LETTERS, (run) => {
    const word = run.replace(/ /g, "");
    return new Set(word.toLowerCase()).size > 1 ? word : run;
  });
}
