// Questions the assistant refuses: attempts to change its instructions or reveal them, and asks
// for data that is not the user's own (other users, other workspaces, another channel's private
// analytics). Only the user's question is read here; text from their data never reaches routing.

export type Refusal = { kind: "instructions" | "other-users" | "other-channel" };

const INSTRUCTION_ATTACKS = [
  /\b(ignore|disregard|forget|override|bypass)\b[^.?!]{0,40}\b(instructions?|rules?|prompts?|guidelines|directions|system)\b/,
  /\b(system|hidden|initial|original)\s+(prompt|instructions?|message)\b/,
  /\b(reveal|show|print|repeat|output|tell me|what (is|are))\b[^.?!]{0,30}\b(your|the)\s+(prompt|instructions?|rules|configuration|api keys?|secrets?)\b/,
  /\b(you are now|act as|pretend to be|jailbreak|developer mode|dan mode)\b/,
];

const OTHER_USERS = [
  /\b(other|another|all|every|different)\s+(users?|accounts?|workspaces?|customers?|creators?'?\s+accounts?|members?)\b/,
  /\b(emails?|passwords?|phone numbers?|addresses|credit cards?|sessions?|tokens?|api keys?)\s+(of|for|from)\b/,
  /\b(users?|customers?|subscribers?)'?\s+(emails?|passwords?|personal data)\b/,
  /\bdatabase\b|\bsql\b|\bdump\b/,
];

// Private analytics only a channel's owner sees (YouTube Studio), asked about someone else.
const PRIVATE_METRIC =
  /\b(revenue|earn(s|ings|ed)?|income|rpm|cpm|paid|salary|ctr|click[- ]through|watch time|retention|studio|analytics|demographics?|make per|money)\b/;
const SOMEONE_ELSE =
  /\b(competitors?'?s?|other (channel|creator|youtuber)s?'?s?|another (channel|creator|youtuber)'?s?|their|his|her|mrbeast|[a-z]+'s channel)\b/;
const OWN = /\b(my|mine|our|i|me)\b/;

export function refusalFor(question: string): Refusal | null {
  const q = normalise(question);
  if (INSTRUCTION_ATTACKS.some((re) => re.test(q))) return { kind: "instructions" };
  if (OTHER_USERS.some((re) => re.test(q))) return { kind: "other-users" };
  if (PRIVATE_METRIC.test(q) && SOMEONE_ELSE.test(q)) {
    // "How does my RPM compare with my competitors' views?" is about the user's own revenue.
    const ownMetric = /\bmy\s+(\w+\s+)?(revenue|earnings|income|rpm|cpm|ctr|watch time|retention|analytics)\b/.test(q);
    if (!ownMetric || !OWN.test(q)) return { kind: "other-channel" };
  }
  return null;
}

export function normalise(question: string): string {
  return question.toLowerCase().replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, " ").trim();
}
