import { type ChangeEvent, type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Form, href, useNavigate, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorBox } from "~/components/ui/error-box";
import { useHydrated } from "~/lib/use-hydrated";
import { useTextTypedBeforeHydration } from "~/lib/use-text-typed-before-hydration";
import { MAX_MESSAGE_CHARACTERS } from "../limits";
import { APOLOGY, QUESTION_TOO_LONG_ERROR } from "../messages";
import { MessageView, type ThreadMessage } from "./message-view";
import { streamAnswer } from "./sse";
import { withQuery } from "~/lib/links";

export type ChatRefusal = { error: string; message: string; inThread: boolean };

const characters = (text: string) => [...text].length;

/**
 * The chat (spec §2 Ask, §4 Chat, §5): a collapsible panel, open by default. Without JavaScript the
 * form posts to the page's action, which stores the question and its answer and redirects to the
 * conversation. With it, the question appears at once and the answer streams in from /api/ask;
 * blank input and input while busy are ignored; the thread keeps the latest message in view.
 */
export function ChatPanel({
  conversationId,
  serverMessages,
  suggestedQuestions,
  refusal,
  channelId = null,
}: {
  conversationId: string | null;
  serverMessages: ThreadMessage[];
  suggestedQuestions: readonly string[];
  refusal: ChatRefusal | null;
  /** The channel the page shows, so the streamed answer reads the same one. */
  channelId?: string | null;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" && navigation.formData?.get("intent") === "ask";

  // Messages added here since the loader last ran; hidden as soon as the loader's thread includes them.
  const baseKey = `${conversationId ?? "new"}:${serverMessages.length}`;
  const [local, setLocal] = useState<{ key: string; messages: ThreadMessage[] }>({ key: baseKey, messages: [] });
  const localMessages = local.key === baseKey ? local.messages : [];
  const refused: ThreadMessage[] =
    refusal?.inThread && localMessages.length === 0
      ? [
          ...(refusal.message.trim()
            ? [{ id: "refused-q", role: "user" as const, content: refusal.message.trim(), sources: [] }]
            : []),
          { id: "refused-a", role: "assistant", content: refusal.error, sources: [], failed: true },
        ]
      : [];
  const shown = [...serverMessages, ...refused, ...localMessages];

  const [streaming, setStreaming] = useState(false);
  const busy = streaming || posting;
  const [input, setInput] = useState(refusal && !refusal.inThread ? refusal.message : "");
  const onInputChange = (event: ChangeEvent<HTMLTextAreaElement>) => setInput(event.target.value);
  useTextTypedBeforeHydration("ask-message", input, onInputChange);
  const [inputError, setInputError] = useState<string | null>(refusal && !refusal.inThread ? refusal.error : null);

  // The view follows the latest message (spec §4), including while an answer streams in.
  const threadRef = useRef<HTMLDivElement>(null);
  const last = shown[shown.length - 1];
  useEffect(() => {
    const thread = threadRef.current;
    if (thread) thread.scrollTop = thread.scrollHeight;
  }, [shown.length, last?.id, last?.content, last?.pending, last?.sources.length]);

  async function send(text: string) {
    const question = text.trim();
    if (!question || streaming) return;
    if (characters(question) > MAX_MESSAGE_CHARACTERS) {
      setInputError(QUESTION_TOO_LONG_ERROR);
      return;
    }
    setInputError(null);
    const n = localMessages.length;
    const answerId = `local-answer-${n}`;
    setLocal({
      key: baseKey,
      messages: [
        ...localMessages,
        { id: `local-question-${n}`, role: "user", content: question, sources: [] },
        { id: answerId, role: "assistant", content: "", sources: [], pending: true },
      ],
    });
    setInput("");
    setStreaming(true);
    const update = (change: (m: ThreadMessage) => ThreadMessage) =>
      setLocal((prev) => ({ ...prev, messages: prev.messages.map((m) => (m.id === answerId ? change(m) : m)) }));
    let storedIn: string | null = null;
    await streamAnswer(
      { message: question, conversationId },
      {
        onDelta: (piece) => update((m) => ({ ...m, content: m.content + piece })),
        onDone: (id, answer) => {
          storedIn = id;
          update((m) => ({ ...m, content: answer.content, sources: answer.sources, pending: false }));
        },
        onError: (message, id) => {
          storedIn = id;
          update((m) => ({ ...m, content: message, sources: [], pending: false, failed: true }));
        },
      },
      APOLOGY,
      channelId,
    );
    setStreaming(false);
    // The stored thread (and the conversation list) come back from the loader at this address.
    if (storedIn)
      await navigate(withQuery(href("/ask-vidwise"), { c: storedIn }), {
        replace: storedIn === conversationId,
        preventScrollReset: true,
      });
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    void send(input);
  };

  // Enter sends, Shift+Enter starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  const count = characters(input);
  return (
    <details open className="group rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <summary className="flex cursor-pointer items-center justify-between gap-2 rounded-xl px-4 py-3 text-lg font-semibold">
        <span>Chat with Vidwise</span>
        <span aria-hidden="true" className="text-sm text-slate-500 group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="space-y-4 border-t border-slate-200 p-4 dark:border-slate-800">
        <div
          ref={threadRef}
          role="log"
          aria-live="polite"
          aria-label="Conversation"
          tabIndex={0}
          className="max-h-[60vh] min-h-32 overflow-y-auto rounded-lg bg-white p-1 dark:bg-slate-900"
        >
          {shown.length === 0 ? (
            <p className="p-3 text-sm text-slate-600 dark:text-slate-400">
              Ask anything about your channel, or pick a suggested question. Every number in an answer links to the tool
              that computed it.
            </p>
          ) : (
            <ol className="space-y-3">
              {shown.map((message, i) => (
                <MessageView key={message.id} message={message} latest={i === shown.length - 1} />
              ))}
            </ol>
          )}
        </div>

        <Form method="post" aria-label="Suggested questions">
          <input type="hidden" name="intent" value="ask" />
          {conversationId ? <input type="hidden" name="conversationId" value={conversationId} /> : null}
          <p className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">Suggested questions</p>
          <div className="flex flex-wrap gap-2">
            {suggestedQuestions.map((q) => (
              <Button
                key={q}
                type="submit"
                name="message"
                value={q}
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  void send(q);
                }}
              >
                {q}
              </Button>
            ))}
          </div>
        </Form>

        <Form method="post" onSubmit={onSubmit} className="space-y-2" aria-label="Ask a question">
          <input type="hidden" name="intent" value="ask" />
          {conversationId ? <input type="hidden" name="conversationId" value={conversationId} /> : null}
          {inputError ? <ErrorBox>{inputError}</ErrorBox> : null}
          <label htmlFor="ask-message" className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            Your question
          </label>
          <textarea
            id="ask-message"
            name="message"
            rows={3}
            value={input}
            onChange={onInputChange}
            onKeyDown={onKeyDown}
            aria-describedby="ask-message-hint"
            placeholder="e.g. Which of my videos should I make a sequel to?"
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p
              id="ask-message-hint"
              className={`text-xs ${count > MAX_MESSAGE_CHARACTERS ? "text-red-700 dark:text-red-400" : "text-slate-600 dark:text-slate-400"}`}
            >
              {count.toLocaleString("en-US")} / {MAX_MESSAGE_CHARACTERS.toLocaleString("en-US")} characters · Enter
              sends, Shift+Enter adds a line
            </p>
            <Button type="submit" disabled={busy}>
              {busy ? "Answering…" : "Send"}
            </Button>
          </div>
        </Form>
      </div>
    </details>
  );
}
