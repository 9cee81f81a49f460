import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono/tiny";
import { z } from "zod";
import {
  AB_TEST_SIGNED_OUT_ERROR,
  abTestBodySchema,
  applyVariant,
  evaluateVariants,
  readThumbnailUploads,
  startYouTubeTest,
  type YouTubeTestInput,
} from "~/features/thumbnail-optimizer/index.server";
import { MAX_VARIANTS, MIN_VARIANTS } from "~/features/thumbnail-optimizer/index";
import { YOUTUBE_ACTION_MESSAGES } from "~/features/youtube-actions/index";
import { getDb } from "~/lib/db/client.server";
import type { ApiEnv, SignedInEnv } from "../app-env";
import { apiError } from "./errors";
import { requireRealUser, requireUser } from "./session";
import { jsonBody, messageWithPath, multipartFields } from "./validate";

/** Three variants fit in well under 1 KB; 16 KB leaves room for whitespace and long names. */
export const MAX_AB_TEST_BYTES = 16 * 1024;

export const thumbnailOptimizer = new Hono<ApiEnv>();

// POST /api/ab-test/evaluate: 2–3 variants' impressions and clicks → each one's CTR with its 95%
// interval and probability of being best, the test's p-value, the winner (or null) and how many
// more impressions an inconclusive test needs. Signed-in users (demo ones too); nothing is stored.
thumbnailOptimizer.post(
  "/ab-test/evaluate",
  requireUser(AB_TEST_SIGNED_OUT_ERROR),
  jsonBody(abTestBodySchema, { maxBytes: MAX_AB_TEST_BYTES, describe: messageWithPath }),
  async (c) => c.json(await evaluateVariants(c.req.valid("json").variants)),
);

const THUMBNAIL_BODY_ERROR =
  'A thumbnail test is sent as multipart/form-data: videoId, element ("thumbnail") and 2 or 3 image files named variants.';
const videoIdSchema = z
  .string({ error: "videoId must be a YouTube video id." })
  .trim()
  .regex(/^[\w-]{1,64}$/, { error: "videoId must be a YouTube video id." });
const elementSchema = z.enum(["title", "thumbnail"], { error: 'element must be "title" or "thumbnail".' });
/** Two or three titles, each as YouTube takes them; at least two different ones. */
const titleTestSchema = z.object({
  videoId: videoIdSchema,
  element: z.literal("title"),
  variants: z
    .array(
      z
        .string({ error: "Each variant must be a title (text)." })
        .trim()
        .min(1, { error: "A title cannot be empty." })
        .max(100, { error: "YouTube titles are at most 100 characters." }),
      { error: "variants must be a list of 2 or 3 titles." },
    )
    .min(MIN_VARIANTS, { error: "variants must hold 2 or 3 titles." })
    .max(MAX_VARIANTS, { error: "variants must hold 2 or 3 titles." })
    .refine((v) => new Set(v.map((t) => t.toLowerCase())).size === v.length, {
      error: "The titles must differ (ignoring case).",
    }),
});
/** JSON carries titles only: a thumbnail test's images come as files. */
const youtubeTestSchema = z
  .object(
    { element: elementSchema },
    { error: 'Send a JSON object with videoId, element ("title") and variants (2 or 3 titles).' },
  )
  .passthrough()
  .pipe(
    z.discriminatedUnion("element", [
      titleTestSchema,
      z.object({ element: z.literal("thumbnail") }).refine(() => false, { error: THUMBNAIL_BODY_ERROR }),
    ]),
  );
/** The multipart form of a test: its text fields, and its variants (files, checked by readThumbnailUploads). */
const youtubeTestFormSchema = z.object(
  { videoId: videoIdSchema, element: elementSchema, variants: z.array(z.unknown()) },
  { error: THUMBNAIL_BODY_ERROR },
);
const applySchema = z.object(
  {
    variant: z
      .number({ error: "variant must be a number (0 for the first)." })
      .int()
      .min(0)
      .max(MAX_VARIANTS - 1),
  },
  { error: 'Send a JSON object with "variant": the 0-based position of the title to keep.' },
);

/** Changes on YouTube come only from a signed-in owner or manager (a token never reaches here). */
const ownerOrManager: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  const user = c.get("user");
  if (c.get("token")) return apiError(c, 403, YOUTUBE_ACTION_MESSAGES.bearer);
  if (user.role !== "owner" && user.role !== "manager") return apiError(c, 403, YOUTUBE_ACTION_MESSAGES.role);
  await next();
};

const isMultipart = (c: Context) =>
  /^multipart\/form-data\b/i.test((c.req.header("content-type") ?? "").split(";")[0]!.trim());

// POST /api/ab-tests: a title or thumbnail test run on YouTube itself. Titles come as JSON, a
// thumbnail test's images as multipart form data (a title test may come that way too). Writes
// the first variant at once and schedules one whole Pacific day per variant in turn; answers { id }.
thumbnailOptimizer.post(
  "/ab-tests",
  requireRealUser("Sign up to run tests on your own YouTube channel."),
  ownerOrManager,
  async (c, next) => {
    if (!isMultipart(c)) return next();
    const fields = await multipartFields(c, youtubeTestFormSchema, { lists: ["variants"], describe: messageWithPath });
    if (fields instanceof Response) return fields;
    const user = c.get("user");
    const ids = { teamId: user.teamId, teamChannelId: user.teamChannelId, userId: user.id };
    let input: YouTubeTestInput;
    if (fields.element === "thumbnail")
      input = { videoId: fields.videoId, element: "thumbnail", images: await readThumbnailUploads(fields.variants) };
    else {
      const titles = titleTestSchema.safeParse(fields);
      if (!titles.success) return apiError(c, 400, messageWithPath(titles.error.issues));
      input = titles.data;
    }
    return c.json({ id: await startYouTubeTest(c.env, getDb(c.env), ids, input) }, 201);
  },
  jsonBody(youtubeTestSchema, { maxBytes: MAX_AB_TEST_BYTES, describe: messageWithPath }),
  async (c) => {
    const user = c.get("user");
    const id = await startYouTubeTest(
      c.env,
      getDb(c.env),
      { teamId: user.teamId, teamChannelId: user.teamChannelId, userId: user.id },
      c.req.valid("json") as z.infer<typeof titleTestSchema>,
    );
    return c.json({ id }, 201);
  },
);

// POST /api/ab-tests/:id/apply: keeps one title on YouTube and ends the test.
thumbnailOptimizer.post(
  "/ab-tests/:id/apply",
  requireRealUser("Sign up to run tests on your own YouTube channel."),
  ownerOrManager,
  jsonBody(applySchema, { maxBytes: 1024, describe: messageWithPath }),
  async (c) => {
    const user = c.get("user");
    const testId = c.req.param("id");
    if (!/^[\w-]{1,64}$/.test(testId)) return apiError(c, 404, "That test does not exist.");
    await applyVariant(
      c.env,
      getDb(c.env),
      { teamId: user.teamId, teamChannelId: user.teamChannelId, userId: user.id },
      testId,
      c.req.valid("json").variant,
    );
    return c.json({ id: testId, applied: c.req.valid("json").variant });
  },
);
