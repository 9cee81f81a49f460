// An answer's sources in the chat's words (source-labels.ts): the tool's title and each figure as
// people read it. Labelled in the engines Worker (decision 005), for the page's thread and for the
// answer streamed to it, so neither the pages Worker nor the browser carries the labels.
import { sourceFigures, sourceTitle } from "./source-labels";
import type { AnswerSource, SourceInWords } from "./types";

/** Each list of sources (one per answer), in words, in the same order. */
export async function sourcesInWords(
  lists: readonly (readonly Pick<AnswerSource, "tool" | "href" | "figures">[])[],
): Promise<SourceInWords[][]> {
  return lists.map((sources) =>
    sources.map((source) => ({
      tool: source.tool,
      href: source.href,
      title: sourceTitle(source.tool),
      figures: sourceFigures(source),
    })),
  );
}
