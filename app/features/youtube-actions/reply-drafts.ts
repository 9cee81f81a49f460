// Drafted replies to viewers' questions and requests, from the channel's own uploads: a request
// or question one of the creator's videos already answers gets that video's title and link; a
// request nothing answers yet says how many viewers asked for it. A draft is only a start: the
// creator edits it and nothing is posted until they press Send. No imports: the page renders it.

export type ReplyTarget = { id: string; videoId: string; text: string; request: string | null; question: boolean };
export type OwnUpload = { id: string; title: string };

const WORD = /[\p{L}\p{N}']+/gu;
const wordsOf = (text: string) => new Set((text.toLowerCase().match(WORD) ?? []).filter((w) => w.length >= 4));

/** The upload (other than the one commented on) sharing the most words with `text`, at least `least`. */
function answeringUpload(
  text: string,
  uploads: readonly OwnUpload[],
  exceptId: string,
  least: number,
): OwnUpload | null {
  const wanted = wordsOf(text);
  let best: OwnUpload | null = null;
  let bestShared = least - 1;
  for (const upload of uploads) {
    if (upload.id === exceptId) continue;
    let shared = 0;
    for (const w of wordsOf(upload.title)) if (wanted.has(w)) shared++;
    if (shared > bestShared) {
      best = upload;
      bestShared = shared;
    }
  }
  return best;
}

const link = (upload: OwnUpload) => `"${upload.title}": https://www.youtube.com/watch?v=${upload.id}`;

/** A draft reply to `comment`; `askedBy` counts the viewers' comments with the same request. */
export function draftReply(comment: ReplyTarget, uploads: readonly OwnUpload[], askedBy: number): string {
  if (comment.request) {
    const topic = comment.request;
    const upload = answeringUpload(topic, uploads, comment.videoId, Math.max(1, wordsOf(topic).size));
    if (upload) return `Thanks for asking! I made a video on ${topic}: ${link(upload)}`;
    return askedBy > 1
      ? `Thanks for the idea! ${askedBy} of you have asked for ${topic}, so it is on my list for a future video.`
      : `Thanks for the idea! ${topic} is on my list for a future video.`;
  }
  const upload = answeringUpload(comment.text, uploads, comment.videoId, 2);
  return upload ? `Good question! I go into this in ${link(upload)}` : "Good question! ";
}
