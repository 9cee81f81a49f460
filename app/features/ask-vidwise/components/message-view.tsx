import { Link } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { BUSY_LABEL } from "../messages";
import type { ThreadSource } from "./sse";

export type ThreadMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  sources: ThreadSource[];
  /** Still being answered (JavaScript on). */
  pending?: boolean;
  /** An apology or a refusal, shown as such. */
  failed?: boolean;
};

/** "comment-sentiment" → "Comment sentiment"; "avgViews" → "avg views". */
const words = (key: string) => key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[-_]+/g, " ").toLowerCase();
const toolName = (tool: string) => {
  const text = words(tool);
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const figureText = (value: string | number | null) => (typeof value === "number" ? value.toLocaleString("en-US", { maximumFractionDigits: 2 }) : (value ?? "—"));

/** Where an answer's numbers came from: a link to each tool's page and the figures used. */
function Sources({ sources }: { sources: ThreadSource[] }) {
  if (sources.length === 0) return null;
  return (
    <div className="mt-3 border-t border-slate-200 pt-2 text-xs dark:border-slate-700">
      <p className="font-semibold text-slate-700 dark:text-slate-300">Sources</p>
      <ul className="mt-1 space-y-1">
        {sources.map((source, i) => {
          const figures = Object.entries(source.figures).filter(([, v]) => v !== null && v !== "");
          return (
            <li key={`${source.tool}-${i}`} className="break-words">
              <Link to={source.href} className="font-medium text-brand-700 underline dark:text-brand-400">
                {toolName(source.tool)}
              </Link>
              {figures.length > 0 ? (
                <span className="text-slate-600 dark:text-slate-400">
                  {": "}
                  {figures
                    .slice(0, 8)
                    .map(([key, value]) => `${words(key)} ${figureText(value)}`)
                    .join(" · ")}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function MessageView({ message, latest }: { message: ThreadMessage; latest: boolean }) {
  const mine = message.role === "user";
  const waiting = message.pending && message.content === "";
  return (
    <li id={latest ? "latest" : undefined} className={`flex ${mine ? "justify-end" : "justify-start"}`}>
      <article
        aria-label={mine ? "Your question" : "Vidwise's answer"}
        aria-busy={message.pending ? true : undefined}
        className={`max-w-[90%] min-w-0 rounded-2xl px-4 py-3 text-sm ${
          mine
            ? "bg-brand-600 text-white"
            : message.failed
              ? "border border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
              : "border border-slate-200 bg-slate-50 text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
        }`}
      >
        {waiting ? (
          <span className="flex items-center gap-2">
            <Spinner label={BUSY_LABEL} />
            <span>{BUSY_LABEL}</span>
          </span>
        ) : (
          <p className="break-words whitespace-pre-line">{message.content}</p>
        )}
        {!mine && !message.pending ? <Sources sources={message.sources} /> : null}
      </article>
    </li>
  );
}
