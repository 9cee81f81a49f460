import { data, href, redirect, useNavigation, useRouteLoaderData } from "react-router";
import type { loader as layoutLoader } from "./layout";
import { ToolPage } from "~/components/tool-page/tool-page";
import { Card } from "~/components/ui/card";
import { ErrorBox } from "~/components/ui/error-box";
import { getEnv } from "~/context";
import { askVidwise } from "~/features/ask-vidwise/index.server";
import { ChatPanel, type ChatRefusal } from "~/features/ask-vidwise/components/chat-panel";
import { ConversationList } from "~/features/ask-vidwise/components/conversation-list";
import type { ThreadMessage } from "~/features/ask-vidwise/components/message-view";
import {
  FAILED_ANSWERER,
  askStats,
  deleteConversation,
  listConversations,
  openConversation,
  sourcesInWords,
} from "~/features/ask-vidwise/index.server";
import { APOLOGY, CONVERSATION_NOT_FOUND_ERROR } from "~/features/ask-vidwise/index";
import { askForm, parseConversationId } from "~/features/ask-vidwise/index.server";
import { SUGGESTED_QUESTIONS } from "~/features/ask-vidwise/index";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { isAppError } from "~/lib/errors";
import { lastRunText, wholeNumber } from "~/lib/format";
import type { Route } from "./+types/ask-vidwise";
import { withQuery } from "~/lib/links";
import { answerRefusal } from "~/lib/refusal.server";
import { firstIssue, parseForm } from "~/lib/validation";

export const meta: Route.MetaFunction = () => [{ title: `Ask Vidwise · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const db = getDb(getEnv(context));
  const owner = { id: user.id, teamChannelId: user.teamChannelId };
  const now = new Date();
  const asked = new URL(request.url).searchParams.get("c");
  const id = asked === null ? null : parseConversationId(asked);
  const [conversations, opened, stats] = await Promise.all([
    listConversations(db, owner),
    id ? openConversation(db, owner, id) : null,
    askStats(db, owner),
  ]);
  const messages = opened?.messages ?? [];
  const sources = await sourcesInWords(messages.map((m) => m.sources));
  const page = {
    isDemo: user.isDemo,
    now: now.toISOString(),
    conversations: conversations.map((c) => ({ id: c.id, title: c.title, updatedAt: c.updatedAt.toISOString() })),
    conversationId: opened?.conversation.id ?? null,
    messages: messages.map((m, i): ThreadMessage => ({
      id: m.id,
      role: m.role,
      content: m.content,
      sources: sources[i] ?? [],
      failed: m.answerer === FAILED_ANSWERER,
    })),
    notFound: asked !== null && !opened,
    stats: { ...stats, lastAnswer: stats.lastAnswer?.toISOString() ?? null },
  };
  // Another user's conversation (or a removed one) reads as not found, like no conversation at all.
  return data(page, { status: page.notFound ? 404 : 200 });
}

type ActionResult = { error: string; message: string; inThread: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const env = getEnv(context);
  const parsed = parseForm(await request.formData(), askForm);
  // Every field is optional text (checked below): no form fails this.
  if (!parsed.success)
    return data<ActionResult>({ error: firstIssue(parsed.error), message: "", inThread: false }, { status: 400 });
  const input = parsed.data;

  if (input.intent === "delete") {
    const id = parseConversationId(input.conversationId);
    const deleted = id
      ? await deleteConversation(getDb(env), { id: user.id, teamChannelId: user.teamChannelId }, id)
      : false;
    if (!deleted)
      return data<ActionResult>({ error: CONVERSATION_NOT_FOUND_ERROR, message: "", inThread: false }, { status: 404 });
    // Deleting another conversation keeps the open one open.
    const current = parseConversationId(input.current);
    return redirect(withQuery(href("/ask-vidwise"), { c: current && current !== id ? current : null }));
  }

  const message = input.message ?? "";
  // What was typed comes back with a refusal (cut to what the field can show), so nothing is lost;
  // a question the form itself refused (400) is shown by the form, the others in the thread.
  const refused = (error: string, status: number): ActionResult => ({
    error,
    message: message.slice(0, 10_000),
    inThread: status !== 400,
  });
  try {
    const { conversationId } = await askVidwise(env, user, {
      message,
      conversationId: input.conversationId ?? null,
    });
    return redirect(withQuery(href("/ask-vidwise"), { c: conversationId }, "latest"));
  } catch (error) {
    // A failure stored with its apology: the thread shows both.
    const kept = isAppError(error, "unavailable") ? error.details.conversationId : undefined;
    if (typeof kept === "string") return redirect(withQuery(href("/ask-vidwise"), { c: kept }, "latest"));
    return answerRefusal(
      error,
      (words, refusal) => refused(words, refusal.status),
      () => data(refused(APOLOGY, 500), { status: 500 }),
    );
  }
}

export default function AskVidwisePage({ loaderData, actionData }: Route.ComponentProps) {
  const { stats, isDemo } = loaderData;
  const now = new Date(loaderData.now);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // The channel the shell's switcher shows: the streamed answer reads it too.
  const channelId = useRouteLoaderData<typeof layoutLoader>("routes/app/layout")?.user.channels.current ?? null;
  const result = actionData as ActionResult | undefined;
  const refusal: ChatRefusal | null = result
    ? { error: result.error, message: result.message, inThread: result.inThread }
    : null;

  const statTiles = [
    { label: "Questions Answered", value: wholeNumber(stats.questionsAnswered) },
    { label: "Sources Used", value: wholeNumber(stats.sourcesUsed), hint: "different tools your answers quoted" },
    {
      label: "Channel Videos",
      value: wholeNumber(stats.channelVideos),
      hint: stats.channelVideos === 0 ? "connect a channel in Account Settings" : "what the answers are computed from",
    },
    { label: "Last Answer", value: lastRunText(stats.lastAnswer, now) },
  ];

  return (
    <ToolPage
      title="Ask Vidwise"
      intro={
        <>
          Ask questions about your channel in plain English. Answers are computed from your own data at the moment you
          ask, quote the numbers the tools compute, and link to the page that shows them.
          {isDemo ? " The demo answers about the sample channel." : null}
        </>
      }
      steps={[
        {
          title: "Ask",
          body: "Type a question about your audience, your videos or your market, or pick a suggested one.",
        },
        {
          title: "Compute",
          body: "Vidwise runs the tools that answer it on your comments, uploads, competitors, trends and history.",
        },
        { title: "Answer", body: "You get a plain-English answer; every number links to the tool that computed it." },
      ]}
      stats={statTiles}
      bestPractices={{
        items: [
          "Ask about one decision at a time: what to make next, when to post, which title to test.",
          "Name a video or a topic (“what if I titled it …”, “is home office setup a good topic?”) for a focused answer.",
          "Connect more data for better answers: every tool you use adds to what the assistant knows.",
        ],
      }}
    >
      <div className="grid min-w-0 gap-6 md:grid-cols-[15rem_minmax(0,1fr)]">
        <Card className="order-2 min-w-0 md:order-1">
          <h2 className="mb-3 text-lg font-semibold">Conversations</h2>
          <ConversationList
            conversations={loaderData.conversations}
            currentId={loaderData.conversationId}
            busy={busy}
          />
        </Card>
        <div className="order-1 min-w-0 space-y-4 md:order-2">
          {loaderData.notFound ? (
            <ErrorBox title="Conversation not found">{CONVERSATION_NOT_FOUND_ERROR}</ErrorBox>
          ) : null}
          <ChatPanel
            key={loaderData.conversationId ?? "new"}
            conversationId={loaderData.conversationId}
            serverMessages={loaderData.messages}
            suggestedQuestions={SUGGESTED_QUESTIONS}
            refusal={refusal}
            channelId={channelId}
          />
        </div>
      </div>
    </ToolPage>
  );
}
