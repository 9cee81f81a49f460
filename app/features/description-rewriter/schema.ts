// The Description Rewriter's inputs, checked once here for the page's form and the API body.
// Lengths count characters as people do (code points), so an emoji is one character.
import { z } from "zod";
import { formText, otherIntentsAs } from "~/lib/validation";
import {
  DESCRIPTION_TOO_LONG_ERROR,
  MAX_DESCRIPTION_CHARACTERS,
  MAX_KEYWORD_CHARACTERS,
  MAX_KEYWORDS,
  MAX_TITLE_CHARACTERS,
  MISSING_INPUT_ERROR,
  TITLE_TOO_LONG_ERROR,
} from "./messages";

const characters = (text: string) => [...text].length;

const title = z
  .string({ error: MISSING_INPUT_ERROR })
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, MISSING_INPUT_ERROR)
      .refine((s) => characters(s) <= MAX_TITLE_CHARACTERS, TITLE_TOO_LONG_ERROR),
  );

// Line breaks are kept as written (CRLF becomes LF, as YouTube stores it); only the ends are trimmed.
const description = z
  .string({ error: MISSING_INPUT_ERROR })
  .transform((s) => s.replace(/\r\n?/g, "\n").trim())
  .pipe(
    z
      .string()
      .min(1, MISSING_INPUT_ERROR)
      .refine((s) => characters(s) <= MAX_DESCRIPTION_CHARACTERS, DESCRIPTION_TOO_LONG_ERROR),
  );

const keywords = z
  .array(
    z
      .string({ error: "Each keyword must be a string." })
      .transform((s) => s.trim().replace(/\s+/g, " "))
      .pipe(
        z
          .string()
          .min(1, "A keyword cannot be blank.")
          .refine(
            (s) => characters(s) <= MAX_KEYWORD_CHARACTERS,
            `A keyword is at most ${MAX_KEYWORD_CHARACTERS} characters.`,
          ),
      ),
    { error: "keywords must be a list of strings." },
  )
  .max(MAX_KEYWORDS, `At most ${MAX_KEYWORDS} keywords.`);

export const rewriteBodySchema = z.object(
  { title, description, keywords: keywords.optional() },
  { error: 'Send JSON like { "title": "…", "description": "…" }.' },
);

/** A video id posted by the audit's one-click rewrite (YouTube's are 11 characters; ours never longer than 64). */
const videoId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * The page's form: the audit's one-click rewrite of a stored video ("rewrite-video"), or (any other
 * intent) the title, description and optional comma-separated keywords typed into the form. A
 * video id that cannot be one is null: the page answers that the video was not found.
 */
export const rewriteForm = otherIntentsAs(
  "rewrite",
  ["rewrite-video"],
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("rewrite-video"), videoId: formText(videoId.nullable()).catch(null) }),
    z.object({
      intent: z.literal("rewrite"),
      title: formText(z.string().default("")).pipe(title),
      description: formText(z.string().default("")).pipe(description),
      keywords: formText(z.string().default(""))
        .transform((raw) =>
          raw
            .split(",")
            .map((k) => k.trim())
            .filter((k) => k.length > 0),
        )
        .pipe(keywords),
    }),
  ]),
);
