import { z } from "zod";

// Shapes of the YouTube Data API v3 responses the client reads (developers.google.com/youtube/v3/docs).
// Lenient where the API is: parts we do not ask for, optional properties, and lists that are
// omitted when empty (channels.list leaves out "items" when nothing matched). Strict where the
// client depends on a field: ids, publish times, the uploads playlist, durations, counts.
// Unknown keys are stripped (zod's default), so new API fields never break parsing.

/** Counters are unsigned 64-bit integers, which the API sends as decimal strings. */
export const countString = z.string().regex(/^\d+$/, "expected a decimal count string");

const thumbnailSchema = z.object({
  url: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
});
/** Keys are default, medium, high, standard, maxres (and, since 2026, fhd, qhd, uhd on some videos). */
export const thumbnailsSchema = z.record(z.string(), thumbnailSchema);
export type Thumbnails = z.infer<typeof thumbnailsSchema>;

const pageInfoSchema = z.object({
  totalResults: z.number().optional(),
  resultsPerPage: z.number().optional(),
});

/** The envelope every list method returns. */
function listResponse<Item extends z.ZodType>(item: Item) {
  return z.object({
    kind: z.string().optional(),
    etag: z.string().optional(),
    nextPageToken: z.string().optional(),
    prevPageToken: z.string().optional(),
    pageInfo: pageInfoSchema.optional(),
    items: z.array(item).optional().default([]),
  });
}

// ---- channels.list (part=snippet,contentDetails,statistics) ----

export const channelResourceSchema = z.object({
  kind: z.string().optional(),
  etag: z.string().optional(),
  id: z.string(),
  snippet: z.object({
    title: z.string(),
    description: z.string().optional().default(""),
    /** "@handle" for channels with a handle (lower-cased by YouTube); older custom URLs lack the at-sign. */
    customUrl: z.string().optional(),
    publishedAt: z.string(),
    thumbnails: thumbnailsSchema.optional(),
    country: z.string().optional(),
  }),
  contentDetails: z.object({
    relatedPlaylists: z.object({
      uploads: z.string(),
      likes: z.string().optional(),
    }),
  }),
  statistics: z.object({
    viewCount: countString,
    /** Absent (or meaningless) when hiddenSubscriberCount is true. */
    subscriberCount: countString.optional(),
    hiddenSubscriberCount: z.boolean(),
    videoCount: countString,
  }),
});
export const channelListResponseSchema = listResponse(channelResourceSchema);
export type ChannelResource = z.infer<typeof channelResourceSchema>;

// ---- playlistItems.list (part=contentDetails) ----

export const playlistItemResourceSchema = z.object({
  kind: z.string().optional(),
  etag: z.string().optional(),
  id: z.string().optional(),
  snippet: z
    .object({
      publishedAt: z.string().optional(),
      title: z.string().optional(),
      position: z.number().optional(),
    })
    .optional(),
  contentDetails: z.object({
    videoId: z.string(),
    /** Absent for videos that are private or deleted but still listed. */
    videoPublishedAt: z.string().optional(),
  }),
});
export const playlistItemListResponseSchema = listResponse(playlistItemResourceSchema);

// ---- videos.list (part=snippet,contentDetails,statistics) ----

const videoSnippetSchema = z.object({
  publishedAt: z.string(),
  channelId: z.string(),
  title: z.string(),
  description: z.string().optional().default(""),
  thumbnails: thumbnailsSchema.optional(),
  channelTitle: z.string().optional(),
  /** Omitted when the video has no tags. */
  tags: z.array(z.string()).optional(),
  categoryId: z.string().optional(),
  liveBroadcastContent: z.string().optional(),
  defaultLanguage: z.string().optional(),
  defaultAudioLanguage: z.string().optional(),
});

export const videoResourceSchema = z.object({
  kind: z.string().optional(),
  etag: z.string().optional(),
  id: z.string(),
  snippet: videoSnippetSchema,
  contentDetails: z.object({
    /** ISO 8601 duration: "PT1H2M3S", "P1DT2H", or "P0D" for live and upcoming broadcasts. */
    duration: z.string(),
    dimension: z.string().optional(),
    definition: z.string().optional(),
    caption: z.string().optional(),
  }),
  /** likeCount and commentCount are ABSENT when the owner hides them (or disables comments): null, not 0. */
  statistics: z
    .object({
      viewCount: countString.optional(),
      likeCount: countString.optional(),
      favoriteCount: countString.optional(),
      commentCount: countString.optional(),
    })
    .optional()
    .default({}),
});
export const videoListResponseSchema = listResponse(videoResourceSchema);
export type VideoResource = z.infer<typeof videoResourceSchema>;

/** videos.list with part=snippet only: used to find a video's channel. */
export const videoSnippetResourceSchema = z.object({ id: z.string(), snippet: videoSnippetSchema });
export const videoSnippetListResponseSchema = listResponse(videoSnippetResourceSchema);

// ---- search.list (part=snippet) ----

export const searchResultSchema = z.object({
  kind: z.string().optional(),
  etag: z.string().optional(),
  id: z.object({
    kind: z.string(),
    videoId: z.string().optional(),
    channelId: z.string().optional(),
    playlistId: z.string().optional(),
  }),
  snippet: z.object({
    publishedAt: z.string(),
    channelId: z.string(),
    /** HTML-escaped by the API ("Tom &amp; Jerry", "it&#39;s"). */
    title: z.string(),
    description: z.string().optional().default(""),
    thumbnails: thumbnailsSchema.optional(),
    channelTitle: z.string().optional(),
    liveBroadcastContent: z.string().optional(),
    publishTime: z.string().optional(),
  }),
});
export const searchListResponseSchema = listResponse(searchResultSchema).extend({
  regionCode: z.string().optional(),
});

// ---- comments (inside commentThreads.list, and comments.list for replies) ----

export const commentResourceSchema = z.object({
  kind: z.string().optional(),
  etag: z.string().optional(),
  id: z.string(),
  snippet: z.object({
    authorDisplayName: z.string(),
    authorProfileImageUrl: z.string().optional(),
    authorChannelUrl: z.string().optional(),
    /** Absent for some authors (e.g. removed accounts). */
    authorChannelId: z.object({ value: z.string() }).optional(),
    channelId: z.string().optional(),
    videoId: z.string().optional(),
    /** HTML unless the request set textFormat=plainText. */
    textDisplay: z.string(),
    /** The raw text; documented as guaranteed only for the comment's author, so optional. */
    textOriginal: z.string().optional(),
    /** Set on replies: the top-level comment's id. */
    parentId: z.string().optional(),
    likeCount: z.number().int().nonnegative(),
    publishedAt: z.string(),
    updatedAt: z.string().optional(),
  }),
});
export type CommentResource = z.infer<typeof commentResourceSchema>;

export const commentThreadResourceSchema = z.object({
  kind: z.string().optional(),
  etag: z.string().optional(),
  id: z.string(),
  snippet: z.object({
    channelId: z.string().optional(),
    videoId: z.string().optional(),
    topLevelComment: commentResourceSchema,
    canReply: z.boolean().optional(),
    totalReplyCount: z.number().int().nonnegative(),
    isPublic: z.boolean().optional(),
  }),
  /** A subset of the replies (at most 5); use comments.list for the rest. */
  replies: z.object({ comments: z.array(commentResourceSchema).optional().default([]) }).optional(),
});
export const commentThreadListResponseSchema = listResponse(commentThreadResourceSchema);

export const commentListResponseSchema = listResponse(commentResourceSchema);
/** comments.list with part=id: each item carries its id alone. */
export const commentIdListSchema = listResponse(z.object({ id: z.string() }));

// ---- errors ----

/** Google's JSON error body: { error: { code, message, errors: [{ reason, domain, message }] } }. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.number(),
    message: z.string().optional().default(""),
    errors: z
      .array(
        z.object({
          reason: z.string().optional(),
          domain: z.string().optional(),
          message: z.string().optional(),
          location: z.string().optional(),
          locationType: z.string().optional(),
        }),
      )
      .optional()
      .default([]),
    /** google.rpc status name, e.g. "PERMISSION_DENIED". */
    status: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

// ---- ISO 8601 durations (contentDetails.duration) ----

const DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/**
 * Seconds in a YouTube duration ("PT1H2M3S" → 3723, "P1DT1S" → 86401, "P0D" → 0).
 * Null when the value is not a duration the API produces (years and months never appear).
 */
export function parseIsoDuration(value: string): number | null {
  if (value === "P" || value === "PT") return null;
  const match = DURATION.exec(value);
  if (!match) return null;
  const [, weeks, days, hours, minutes, seconds] = match;
  const total =
    Number(weeks ?? 0) * 604_800 +
    Number(days ?? 0) * 86_400 +
    Number(hours ?? 0) * 3_600 +
    Number(minutes ?? 0) * 60 +
    Number(seconds ?? 0);
  return Math.round(total);
}

/** The API's spelling of a duration: "P0D" for zero, "PT#H#M#S", and "P#DT#H#M#S" from one day up. */
export function toIsoDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  if (whole === 0) return "P0D";
  const days = Math.floor(whole / 86_400);
  const hours = Math.floor((whole % 86_400) / 3_600);
  const minutes = Math.floor((whole % 3_600) / 60);
  const seconds = whole % 60;
  const time = `${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${seconds ? `${seconds}S` : ""}`;
  return `P${days ? `${days}D` : ""}${time ? `T${time}` : ""}`;
}
