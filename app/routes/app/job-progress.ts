// GET /jobs/:id/progress: a long job's progress as JSON, for useJobProgress (app/lib/job-progress.ts).
// Behind the app layout's sign-in guard; a job is found only in the viewer's own workspace, so
// another account's job id answers 404 exactly like one that never existed.
import { z } from "zod";
import { syncJobProgress } from "~/features/channel-data/index.server";
import { analysisRunProgress } from "~/features/comment-sentiment/index.server";
import { getEnv } from "~/context";
import { requireUser } from "~/lib/auth/require-user.server";
import { getDb } from "~/lib/db/client.server";
import type { JobProgress } from "~/lib/job-progress";
import type { Route } from "./+types/job-progress";

// Job ids are UUIDs; anything longer or with other characters is refused before D1 is read.
const jobId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);

const NO_STORE = { "cache-control": "private, no-store" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const parsed = jobId.safeParse(params.id);
  if (!parsed.success) return Response.json({ error: "Invalid job id." }, { status: 400, headers: NO_STORE });
  const db = getDb(getEnv(context));
  const [sync, run] = await Promise.all([
    syncJobProgress(db, user.teamChannelId, parsed.data),
    analysisRunProgress(db, user.teamChannelId, parsed.data),
  ]);
  let body: JobProgress;
  if (sync) {
    const active = sync.status === "queued" || sync.status === "running";
    body = {
      kind: "channel-sync",
      id: sync.id,
      active,
      status: sync.status,
      stage: sync.stage,
      progress: sync.progress,
    };
  } else if (run) {
    body = {
      kind: "comment-analysis",
      id: run.id,
      active: run.active,
      status: run.status,
      total: run.total,
      scored: run.scored,
    };
  } else {
    return Response.json({ error: "Job not found." }, { status: 404, headers: NO_STORE });
  }
  return Response.json(body, { headers: NO_STORE });
}
