// Ask Vidwise's one entry point, for the page's action and POST /api/ask (docs/ask-vidwise.md):
// validate, check the conversation is the asker's, apply the per-user rate limit, answer (Workers
// AI when the AI binding is configured, else the deterministic answerer), store the question and
// the answer together. A refusal is thrown as an AppError (lib/errors.ts); any failure is thrown
// as one too, "unavailable" with the spec's apology (500), and the cause is only logged.
import type { SessionUser } from "~/lib/auth/session.server";
import { timeZoneOf } from "~/features/dashboard/index.server";
import { getDb, type Db } from "~/lib/db/client.server";
import { AppError, isAppError } from "~/lib/errors";
import { answerDeterministically } from "./answer.engines.server";
import { FAILED_ANSWERER, appendExchange, ownsConversation, recentMessages } from "./conversations.server";
import {
  DEMO_QUESTIONS_PER_DAY,
  MODEL_HISTORY_MESSAGES,
  QUESTIONS_PER_DAY,
  QUESTIONS_PER_WINDOW,
  WINDOW_MINUTES,
} from "./limits";
import { APOLOGY, CONVERSATION_NOT_FOUND_ERROR } from "./messages";
import { answerWithModel } from "./model-answerer.engines.server";
import { recordQuestion } from "./question-ledger.server";
import { type AskInput, parseAsk, parseConversationId } from "./schema";
import { ASK_TOOLS } from "./tools.engines.server";
import type { Answer, AskContext } from "./types";
import { log } from "~/lib/log.server";

/** An answered question: the conversation it went to and the answer stored there. */
export type AskOutcome = { conversationId: string; answer: Answer };

export type AskHooks = {
  /** The conversation the answer goes to (new or existing), before answering starts. */
  onStart?: (conversationId: string) => void | Promise<void>;
  /** Each piece of answer text as it is ready. */
  onDelta?: (text: string) => void | Promise<void>;
};

type Asker = Pick<SessionUser, "id" | "teamChannelId" | "teamId" | "homeTeamId" | "role" | "isDemo" | "primaryTopic">;

const MINUTE = 60_000;

/** A question that passed validation, ownership and the rate limit, ready to be answered. */
export type PreparedAsk = {
  env: Env;
  db: Db;
  user: Asker;
  question: string;
  existing: string | null;
  conversationId: string;
  now: Date;
};

/**
 * Validates the body, checks the conversation is the asker's and the rate limit: the question, ready
 * to answer. Throws the refusal: "invalid-input" (400), "not-found" (404), "rate-limited" (429), or
 * "unavailable" with the apology (500) when the checks themselves failed.
 */
export async function prepareAsk(env: Env, user: Asker, body: unknown, now = new Date()): Promise<PreparedAsk> {
  const parsed = parseAsk(body);
  if (!parsed.ok) throw new AppError("invalid-input", parsed.error);
  try {
    return await checkAsker(env, user, parsed.input, now);
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError("unavailable", APOLOGY, { status: 500, cause: error });
  }
}

async function checkAsker(env: Env, user: Asker, input: AskInput, now: Date): Promise<PreparedAsk> {
  const db = getDb(env);
  const owner = { id: user.id, teamChannelId: user.teamChannelId };

  let existing: string | null = null;
  if (input.conversationId !== null) {
    existing = parseConversationId(input.conversationId);
    if (!existing || !(await ownsConversation(db, owner, existing)))
      throw new AppError("not-found", CONVERSATION_NOT_FOUND_ERROR);
  }

  await recordAgainstLimits(db, user, now);
  return {
    env,
    db,
    user,
    question: input.message,
    existing,
    conversationId: existing ?? crypto.randomUUID(),
    now,
  };
}

/**
 * Answers a prepared question and stores it with its answer. A failure throws "unavailable" with the
 * apology (500); its details carry the conversationId when the thread kept the question (with the
 * apology as its answer), or the existing conversation's when nothing could be stored.
 */
export async function answerPrepared(prepared: PreparedAsk, hooks: AskHooks = {}): Promise<AskOutcome> {
  const { env, db, user, question, existing, conversationId, now } = prepared;
  const owner = { id: user.id, teamChannelId: user.teamChannelId };
  const stored = { conversationId, isNew: existing === null, question, askedAt: now };
  let answer: Answer;
  try {
    await hooks.onStart?.(conversationId);
    const history = existing ? await recentMessages(db, owner, existing, MODEL_HISTORY_MESSAGES) : [];
    const ctx: AskContext = {
      env,
      db,
      user: {
        id: user.id,
        teamChannelId: user.teamChannelId,
        teamId: user.teamId,
        homeTeamId: user.homeTeamId,
        role: user.role,
        isDemo: user.isDemo,
        timeZone: await timeZoneOf(db, user.id),
        primaryTopic: user.primaryTopic,
      },
      now,
    };
    if (env.AI) {
      answer = await answerWithModel(
        ctx,
        question,
        { tools: ASK_TOOLS, fallback: answerDeterministically },
        { history: history.map((m) => ({ role: m.role, content: m.content })), onDelta: hooks.onDelta },
      );
    } else {
      answer = await answerDeterministically(ctx, question);
      // Computed at once: handed over paragraph by paragraph, without pretending to type.
      if (hooks.onDelta) for (const piece of paragraphs(answer.content)) await hooks.onDelta(piece);
    }
  } catch (error) {
    log.error("ask-vidwise.answer-failed", { error });
    // The thread keeps the question and the apology (spec §4: a failure yields an apology message).
    const kept = await store(db, owner, {
      ...stored,
      answer: { content: APOLOGY, sources: [], answerer: FAILED_ANSWERER },
      answeredAt: new Date(),
    });
    throw answerFailed(kept ? conversationId : existing);
  }

  if (!(await store(db, owner, { ...stored, answer, answeredAt: new Date() }))) throw answerFailed(existing);
  return { conversationId, answer };
}

/** The apology, with the conversation that holds the question when there is one. */
function answerFailed(conversationId: string | null): AppError {
  return new AppError("unavailable", APOLOGY, { status: 500, details: conversationId ? { conversationId } : {} });
}

/** Both steps: what the page's action uses. Throws what either step throws. */
export async function askVidwise(
  env: Env,
  user: Asker,
  body: unknown,
  hooks: AskHooks = {},
  now = new Date(),
): Promise<AskOutcome> {
  return answerPrepared(await prepareAsk(env, user, body, now), hooks);
}

async function store(
  db: Db,
  owner: { id: string; teamChannelId: string },
  exchange: Parameters<typeof appendExchange>[2],
): Promise<boolean> {
  try {
    await appendExchange(db, owner, exchange);
    return true;
  } catch (error) {
    log.error("ask-vidwise.store-failed", { error });
    return false;
  }
}

/** Records the question against the user's limits; throws "rate-limited" (429) when one is reached. */
async function recordAgainstLimits(db: Db, user: Pick<Asker, "id" | "isDemo">, now: Date): Promise<void> {
  const perDay = user.isDemo ? DEMO_QUESTIONS_PER_DAY : QUESTIONS_PER_DAY;
  await recordQuestion(db, user.id, now, [
    { which: "window", ms: WINDOW_MINUTES * MINUTE, max: QUESTIONS_PER_WINDOW },
    { which: "day", ms: 24 * 60 * MINUTE, max: perDay },
  ]);
}

function paragraphs(content: string): string[] {
  return content.split(/(?<=\n\n)/).filter((p) => p.length > 0);
}
