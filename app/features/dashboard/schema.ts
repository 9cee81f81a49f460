import { z } from "zod";
import { isTimeZone } from "~/lib/time-zone";
import { TIME_ZONE_ERROR } from "./messages";

export const timeZoneForm = z.object({
  intent: z.literal("time-zone"),
  timeZone: z.string().trim().min(1, TIME_ZONE_ERROR).max(64, TIME_ZONE_ERROR).refine(isTimeZone, TIME_ZONE_ERROR),
});
