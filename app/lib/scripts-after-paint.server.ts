import { HELD_SCRIPT_TYPE } from "./scripts-after-paint";

// React Router's <Scripts /> has no setting for when its module script runs, so the page is
// rewritten on its way out: the `modulepreload` links go, and the one module script gets a type
// browsers do not run. Both tags are React's own output (user text is escaped, so "<link" or
// "<script" never comes from data); the inline start script releases the module script after the
// first paint (scripts-after-paint.ts), and the browser then fetches what it imports.
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /(<script\b[^>]*?\s)type="module"/;

/**
 * A pass-through for the page's HTML stream that holds its module script back. Text is cut after
 * the last ">" of each chunk so no tag is ever split between two rewrites; once the module script
 * (which follows every preload link) has gone by, the rest streams through unchanged.
 */
export function holdModuleScript(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = "";
  let done = false;

  const rewrite = (html: string): string => {
    const withoutPreloads = html.replace(MODULE_PRELOAD, "");
    const held = withoutPreloads.replace(MODULE_SCRIPT, `$1type="${HELD_SCRIPT_TYPE}"`);
    if (held !== withoutPreloads) done = true;
    return held;
  };

  return new TransformStream({
    transform(chunk, controller) {
      // Decoded even once done: the decoder holds a character split across two chunks.
      const text = pending + decoder.decode(chunk, { stream: true });
      pending = "";
      if (done) {
        controller.enqueue(encoder.encode(text));
        return;
      }
      const cut = text.lastIndexOf(">") + 1;
      pending = text.slice(cut);
      if (cut > 0) controller.enqueue(encoder.encode(rewrite(text.slice(0, cut))));
    },
    flush(controller) {
      const rest = pending + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(done ? rest : rewrite(rest)));
    },
  });
}
