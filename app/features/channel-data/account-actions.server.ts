// The account page's two channel-data forms: connect (or re-sync) a channel, import Studio files.
import { z } from "zod";
import { mustConfirmEmail, VERIFY_REQUIRED } from "~/features/auth/index.server";
import type { SessionUser } from "~/lib/auth/session.server";
import type { Db } from "~/lib/db/client.server";
import { DEFAULT_MAX_BYTES } from "./studio-import/parse-studio";
import { importedRowCap } from "./storage-caps.server";
import { importStudioFile } from "./studio-import.engines.server";
import { type ImportOutcome, failedImport } from "./studio-import/outcome";
import { lookupBurstGuard } from "./lookup-bursts.server";
import { resolveChannel, startChannelSync } from "./sync.server";
import { youtubeClientFor } from "./youtube-for-env.server";
import { MAX_CHANNEL_INPUT_LENGTH, parseChannelInput } from "./youtube/channel-input";
import type { PlanId } from "~/features/billing/index";
import { claimRowChannel } from "./channel-slots.server";
import { slotRefusalWords } from "./workspace-channels.server";
import { AppError } from "~/lib/errors";

export const CHANNEL_MESSAGES = {
  invalid: "Enter your channel's link, @handle or channel id.",
  demo: "Create a real account to connect your own channel.",
  demoImport:
    "Create a real account to import your own YouTube Studio exports. The demo already holds the sample channel's Studio data.",
  failed: "Could not connect the channel. Please try again.",
  noFiles: "Choose one or more CSV files exported from YouTube Studio.",
  tooManyFiles: "Import at most 3 files at a time.",
} as const;

const connectSchema = z.object({ channel: z.string().trim().min(1).max(MAX_CHANNEL_INPUT_LENGTH) });

type Deps = { db: Db; env: Env; user: SessionUser };

/**
 * Connects (or re-syncs) the channel the person reads: the workspace's own, or the channel row
 * chosen in the switcher. Every step spends the YouTube allowance everyone shares (a /c/ link may
 * even spend a search), so the address must be confirmed first; the lookup's calls are counted
 * against the workspace and, for searches, the caller's address, and a lookup that reaches YouTube
 * against the account's and the address's burst limits. Connecting into a workspace that
 * holds no channel yet takes one of its plan's channels, claimed in one statement (channel-slots).
 */
export async function connectChannel(
  { db, env, user, plan, client = null }: Deps & { plan: PlanId | null; client?: string | null },
  form: FormData,
): Promise<void> {
  if (user.isDemo) throw new AppError("forbidden", CHANNEL_MESSAGES.demo);
  if (mustConfirmEmail(user)) throw new AppError("forbidden", VERIFY_REQUIRED);
  const parsed = connectSchema.safeParse({ channel: form.get("channel") });
  const input = parsed.success ? parseChannelInput(parsed.data.channel) : null;
  if (!input) throw new AppError("invalid-input", CHANNEL_MESSAGES.invalid);
  const lookup = youtubeClientFor(env, db, user.teamChannelId, { client, feature: "connect-lookup" });
  const source = youtubeClientFor(env, db, user.teamChannelId, { client, feature: "channel-start" });
  // A lookup that reaches YouTube counts against the account's and the address's burst limits.
  const beforeLookup = lookupBurstGuard(db, { accountId: user.id, client });
  const found = await resolveChannel(db, lookup, input, { beforeLookup });
  const claim = await claimRowChannel(
    db,
    { team: user.teamId, teamChannelId: user.teamChannelId, youtubeId: found.youtubeId },
    slotRefusalWords(plan),
  );
  try {
    await startChannelSync(
      { db, source, queue: env.SYNC_QUEUE },
      { teamChannelId: user.teamChannelId, input: { kind: "id", id: found.youtubeId }, role: "own", resolved: found },
    );
  } catch (error) {
    await claim.release();
    throw error;
  }
}

const MAX_FILES = 3;

export async function importStudioFiles({ db, user }: Deps, form: FormData) {
  // The demo is a shared sample, not a place to store files: nothing is parsed or written.
  if (user.isDemo) throw new AppError("forbidden", CHANNEL_MESSAGES.demoImport);
  const files = form.getAll("files").filter((f): f is File => f instanceof File && f.size > 0);
  if (files.length === 0) throw new AppError("invalid-input", CHANNEL_MESSAGES.noFiles);
  if (files.length > MAX_FILES) throw new AppError("invalid-input", CHANNEL_MESSAGES.tooManyFiles);
  const outcomes: ImportOutcome[] = [];
  const caps = await importedRowCap(db, user);
  for (const file of files) {
    const fileName = file.name.slice(0, 200) || "upload.csv";
    // Refused before reading: a 50 MB upload is never decoded.
    if (file.size > DEFAULT_MAX_BYTES) {
      outcomes.push(tooLarge(fileName, file.size));
      continue;
    }
    outcomes.push(
      await importStudioFile(db, { teamChannelId: user.teamChannelId, fileName, text: await file.text(), caps }),
    );
  }
  // Each file says how it went; the answer is a 400 only when not one was taken.
  const anyImported = outcomes.some((o) => o.status !== "failed");
  return { status: anyImported ? (200 as const) : (400 as const), outcomes };
}

function tooLarge(fileName: string, size: number): ImportOutcome {
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  return failedImport(fileName, null, [
    `This file is ${mb(size)}, over the ${mb(DEFAULT_MAX_BYTES)} limit for a YouTube Studio export. Export a shorter date range or fewer videos and try again.`,
  ]);
}
