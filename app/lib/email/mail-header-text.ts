// A person's own words (their address, their name) placed in a mail's subject or body line: an
// inviter's address, say, which sign-up accepts with anything in it but spaces and a second "@".
// Mail clients show the subject and the text part as they are, reorder text around bidi controls
// (a right-to-left override makes "…txt.exe" read "exe.txt…") and show nothing for invisible
// characters; some render the subject as HTML. So, in this order:
// 1. controls (C0, DEL, C1: line breaks and tabs included) and line/paragraph separators become a
//    space, so the text stays on the line it was put on and cannot start a header or paragraph;
// 2. invisible characters are removed: format characters (bidi embeddings, overrides, isolates and
//    marks, zero-width spaces and joiners, the soft hyphen…) and the other default-ignorable code
//    points. None is visible, so no visible character changes, only what they could hide or reorder;
// 3. markup is removed: every tag (`<…>`), then any angle bracket left;
// 4. runs of white space become one space, the ends are trimmed, and the result is cut to `max`
//    characters (code points, so nothing is split) with "…".
// Guarantee: one line, with no "<" or ">", no character of U+0000–U+001F, U+007F–U+009F,
// U+200B–U+200F, U+2028–U+202E, U+2060–U+2069, U+FEFF, and no lone surrogate.
// (app/lib/email/plain-text.ts does the same for titles and topics from YouTube and also defangs
// links; the two could become one module with an option for that.)

/** As long as an address may be (254, the SMTP limit), and then some. */
export const MAIL_HEADER_TEXT_MAX = 254;

const CONTROLS = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const TAG = /<[^<>]*>/g;
const ANGLE = /[<>]/g;
const SPACES = /\s+/gu;

/** `value` as plain text on one line, for a mail's subject or body (see the method above). */
export function mailHeaderText(value: string, max = MAIL_HEADER_TEXT_MAX): string {
  // Cut first, well past `max`, so the work is bounded whatever the input's length.
  const text = value
    .slice(0, max * 4)
    .toWellFormed()
    .replace(CONTROLS, " ")
    .replace(INVISIBLE, "")
    .replace(TAG, "")
    .replace(ANGLE, "")
    .replace(SPACES, " ")
    .trim();
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, Math.max(0, max - 1))
        .join("")
        .trimEnd()}…`;
}
