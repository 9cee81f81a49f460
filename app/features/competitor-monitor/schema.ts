// The Competitor Monitor page's form, checked once here: one intent per button. The fields pass
// through as typed: the channel entry and the channel ids are checked by monitor.server's
// use-cases, with their own messages.
import { z } from "zod";
import { optionalText } from "~/lib/validation";

export const competitorForm = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("add"), channel: optionalText }),
    z.object({ intent: z.literal("toggle"), channelId: optionalText, active: optionalText }),
    z.object({ intent: z.literal("remove"), channelId: optionalText }),
    z.object({ intent: z.literal("refresh") }),
  ],
  { error: "Unknown action." },
);
