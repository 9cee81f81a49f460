// The RPM Booster's one form: the Analyze RPM button. Anything else is refused.
import { z } from "zod";

const analyzeForm = z.object({ intent: z.literal("analyze") });

export function parseAnalyzeForm(form: FormData): boolean {
  return analyzeForm.safeParse({ intent: form.get("intent") }).success;
}
