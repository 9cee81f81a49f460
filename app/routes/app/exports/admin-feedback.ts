// GET /admin/feedback.csv (filtered by ?q= like the list): admins only; anyone else gets 404
// before any data is read. The stream writes its own byte-order mark.
import { getEnv } from "~/context";
import { feedbackCsv, parseAdminQuery } from "~/features/admin/index.server";
import { requireAdmin } from "~/features/admin/index.server";
import { csvDownload } from "~/lib/csv-write";
import { getDb } from "~/lib/db/client.server";
import type { Route } from "./+types/admin-feedback";

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const { q } = parseAdminQuery(new URL(request.url));
  return csvDownload("feedback", feedbackCsv(getDb(getEnv(context)), q));
}
