// The audience's languages as one line: each language the comments were read as, with its share,
// and "not read" beside a language the engine does not read (counted, never scored as neutral).
import { audienceLanguages } from "../engine/insights";
import type { CommentSummary } from "../engine/types";

export type AudienceLanguage = ReturnType<typeof audienceLanguages>[number];

export function AudienceLanguages({
  languages,
  className = "text-xs text-slate-600 dark:text-slate-400",
}: {
  languages: readonly AudienceLanguage[];
  className?: string;
}) {
  if (languages.length === 0) return null;
  return (
    <p className={className}>
      <span className="font-semibold">Audience languages:</span>{" "}
      {languages.map((l, i) => (
        <span key={l.code}>
          {i > 0 ? " · " : ""}
          <span lang={l.code === "hi-Latn" ? "hi-Latn" : l.code}>{l.name}</span> {l.share}% ({l.count})
          {l.read ? "" : " — not read, counted apart"}
        </span>
      ))}
    </p>
  );
}

/** The line for a summary (the paste form's result). */
export function SummaryLanguages({ summary }: { summary: Pick<CommentSummary, "languages" | "unreadLanguages"> }) {
  return <AudienceLanguages languages={audienceLanguages(summary)} />;
}
