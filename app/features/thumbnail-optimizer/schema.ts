// The optimizer page's form, checked once here: one intent per button. A test id that cannot be
// one of ours is null (the page answers that the test does not exist). The fields of a new test
// and of a test's results are checked by ab-tests-form.ts (parseCreateTest, parseResults): the
// results' fields depend on the test's variants, read from the database first.
import { z } from "zod";
import { formText } from "~/lib/validation";
import { testIdSchema } from "./ab-tests-form";

const testId = formText(testIdSchema.nullable()).catch(null);

export const optimizerForm = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("analyze") }),
    z.object({ intent: z.literal("create-test") }),
    z.object({ intent: z.literal("record-results"), testId }),
    z.object({ intent: z.literal("studio-fill"), testId }),
    z.object({ intent: z.literal("delete-test"), testId }),
  ],
  { error: "Unknown action." },
);
