// `npx tsx scripts/score-question-set.ts`: how the shipped router routes the question set's
// held-out sets (app/features/ask-vidwise/__fixtures__/questions.ts), which its training leaves out.
import { FRESH, HELD_OUT, QUESTIONS, type QuestionCase } from "../app/features/ask-vidwise/__fixtures__/questions";
import { route } from "../app/features/ask-vidwise/engine/route";
import { HELD_BACK_2, HELD_BACK_PHRASINGS } from "./training/ask-router/held-back";
import { HELD_BACK_3 } from "./training/ask-router/held-back-3";
import { installRouterModel } from "../app/features/ask-vidwise/engine/router-model";
import { ROUTER_MODEL_DATA } from "../app/features/ask-vidwise/engine/router-weights";

installRouterModel(ROUTER_MODEL_DATA);

/** The cases whose route is not the expected kind and first tool (refusals count: the guard answers them). */
function questionSetMisses(cases: readonly QuestionCase[]): { question: string; expected: string; got: string }[] {
  return cases.flatMap((c) => {
    const routed = route(c.question);
    const got = routed.tools[0] ?? routed.kind;
    const expected = c.tool ?? c.kind;
    return routed.kind === c.kind && (routed.tools[0] ?? null) === c.tool
      ? []
      : [{ question: c.question, expected, got }];
  });
}

for (const [name, set] of [
  ["QUESTIONS", QUESTIONS],
  ["HELD_OUT", HELD_OUT],
  ["FRESH", FRESH],
] as const) {
  const misses = questionSetMisses(set);
  console.log(`${name}: ${set.length - misses.length}/${set.length} routed to the expected tool`);
  for (const m of misses) console.log(`  "${m.question}" → ${m.got} (expected ${m.expected})`);
}

for (const [name, set] of [
  ["first held-back set", HELD_BACK_PHRASINGS],
  ["second held-back set", HELD_BACK_2],
  ["third held-back set", HELD_BACK_3],
] as const) {
  const creator = set.filter(([, kind]) => kind !== "off-topic").map(([q, kind]) => ({ kind, routed: route(q) }));
  const right = creator.filter((c) => c.routed.intent === c.kind).length;
  const unsure = creator.filter((c) => c.routed.kind === "unsure").length;
  const offTopicReply = creator.filter((c) => c.routed.kind === "off-topic").length;
  const offTopicToTool = set.filter(([q, kind]) => kind === "off-topic" && route(q).kind === "intent").length;
  console.log(
    `${name}: creator questions ${right}/${creator.length} right, ${creator.length - right - unsure - offTopicReply} another tool, ${unsure} not sure, ${offTopicReply} off-topic reply; off-topic questions sent to a tool ${offTopicToTool}`,
  );
}
