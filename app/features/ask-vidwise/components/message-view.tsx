import { Fragment } from "react";
import { Link } from "react-router";
import { NAV_ITEMS } from "~/components/app-shell/nav-items";
import { Spinner } from "~/components/ui/spinner";
import { BUSY_LABEL } from "../messages";
import { answerPieces, sameOriginAppPath } from "./answer-links";
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

const PAGE_LABELS = new Map<string, string>([
  ...NAV_ITEMS.map((item) => [item.to, item.label] as const),
  ["/account", "Account Settings"],
  ["/youtube", "Trends"],
]);
/**
 * The answer's text, with each page it names "(/rpm-booster)" as a link to that page. Only
 * same-origin app paths become links (answer-links.ts): "(//host)" and the like stay text.
 */
function AnswerText({ content }: { content: string }) {
  return (
    <p className="break-words whitespace-pre-line">
      {answerPieces(content).map((piece, i) =>
        piece.kind === "text" ? (
          <Fragment key={i}>{piece.text}</Fragment>
        ) : (
          <Link key={i} to={piece.path} className="font-medium text-brand-700 underline dark:text-brand-400">
            {PAGE_LABELS.get(piece.path.split(/[?#]/)[0]!) ?? piece.path}
          </Link>
        ),
      )}
    </p>
  );
}

/**
 * Where an answer's numbers came from: a link to each tool's page and the figures used, in words
 * (labelled on the server: labels.engines.server.ts).
 */
function Sources({ sources }: { sources: ThreadSource[] }) {
  if (sources.length === 0) return null;
  return (
    <div className="mt-3 border-t border-slate-200 pt-2 text-xs dark:border-slate-700">
      <p className="font-semibold text-slate-700 dark:text-slate-300">Sources</p>
      <ul className="mt-1 space-y-1">
        {sources.map((source, i) => {
          const { figures } = source;
          return (
            <li key={`${source.tool}-${i}`} className="break-words">
              {sameOriginAppPath(source.href) ? (
                <Link to={source.href} className="font-medium text-brand-700 underline dark:text-brand-400">
                  {source.title}
                </Link>
              ) : (
                <span className="font-medium">{source.title}</span>
              )}
              {figures.length > 0 ? (
                <span className="text-slate-600 dark:text-slate-400">
                  {": "}
                  {figures.join(" · ")}
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
        ) : mine ? (
          <p className="break-words whitespace-pre-line">{message.content}</p>
        ) : (
          <AnswerText content={message.content} />
        )}
        {!mine && !message.pending ? <Sources sources={message.sources} /> : null}
      </article>
    </li>
  );
}
