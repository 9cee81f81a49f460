// The optimizer page's form, checked once here: one intent per button. A test id that cannot be
// one of ours is null (the page answers that the test does not exist). The fields of a new test
// and of a test's results are checked by ab-tests-form.ts (parseCreateTest, parseResults): the
// results' fields depend on the test's variants, read from the database first.
import { z } from "zod";
import { formText } from "~/lib/validation";
import { testIdSchema } from "./ab-tests-form";

const testId = formText(testIdSchema.nullable()).catch(null);
const title = (label: string) =>
  formText(
    z
      .string()
      .trim()
      .min(1, { error: `${label}: a title cannot be empty.` })
      .max(100, { error: `${label}: YouTube titles are at most 100 characters.` }),
  );
// A title test on YouTube: the video and 2-3 titles (the third optional).
const youtubeTest = {
  videoId: formText(z.string().regex(/^[\w-]{1,64}$/, { error: "Pick one of your videos." })),
  title0: title("Title A"),
  title1: title("Title B"),
  title2: formText(z.string().trim().max(100, { error: "Title C: YouTube titles are at most 100 characters." })).catch(
    "",
  ),
};

const images = z.array(z.unknown()).catch([]);

export const optimizerForm = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("analyze") }),
    z.object({ intent: z.literal("create-test") }),
    z.object({ intent: z.literal("record-results"), testId }),
    z.object({ intent: z.literal("studio-fill"), testId }),
    z.object({ intent: z.literal("delete-test"), testId }),
    z.object({ intent: z.literal("youtube-estimate"), ...youtubeTest }),
    z.object({ intent: z.literal("youtube-start"), ...youtubeTest }),
    // A thumbnail test: the video, and every value of its file inputs (parseForm's `uploads`):
    // files checked by readThumbnailUploads, or their names when the estimate sends none.
    z.object({ intent: z.literal("youtube-thumbnail-estimate"), videoId: youtubeTest.videoId, image: images }),
    z.object({ intent: z.literal("youtube-thumbnail-start"), videoId: youtubeTest.videoId, image: images }),
    z.object({
      intent: z.literal("youtube-apply"),
      testId,
      variant: formText(z.coerce.number().int().min(0).max(2)),
    }),
  ],
  { error: "Unknown action." },
);
