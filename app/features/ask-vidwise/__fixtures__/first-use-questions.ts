// A new creator's first questions to the deterministic answerer, each with what its answer must be
// about: the topic they named, their subscriber count, their last upload against their norm, or an
// honest "I can't tell that yet" for what no tool reads. The routing test and the Worker test grade
// on this set. The router's trainer never reads this file (scripts/train-ask-router.ts reads
// questions.ts and the phrasing files only), and no phrasing here was added to training (the
// suggested "Why did my last video under-perform?" was already in questions.ts). The rules that
// answer them (engine/asked.ts, topicAskedOf in entities.ts) were written together with this set,
// so it checks those rules rather than measuring them on unseen words.
export type FirstUseCase =
  | { question: string; about: "topic"; topic: string; firstTool: "market-analysis" | "trends" }
  | { question: string; about: "subscribers" }
  | { question: string; about: "underperform" }
  | { question: string; about: "cannot-answer"; what: string };

const topic = (
  question: string,
  named: string,
  firstTool: "market-analysis" | "trends" = "market-analysis",
): FirstUseCase => ({ question, about: "topic", topic: named, firstTool });
const subscribers = (question: string): FirstUseCase => ({ question, about: "subscribers" });
const underperform = (question: string): FirstUseCase => ({ question, about: "underperform" });
const cannot = (question: string, what: string): FirstUseCase => ({ question, about: "cannot-answer", what });

export const FIRST_USE_QUESTIONS: readonly FirstUseCase[] = [
  // Answered about "home server" (the sample's trend keywords) before: the topic named is the answer.
  topic("is standing desks a good topic?", "standing desks"),
  topic("Is home gym gear a good niche for me?", "home gym gear"),
  topic("should I make videos about standing desks?", "standing desks"),
  topic("is there an audience for ergonomic chairs?", "ergonomic chairs"),
  topic("are budget webcams worth covering?", "budget webcams"),
  // Tried on a real channel (the stand-in's @dinatokio): "not sure" and the off-topic reply before.
  topic("Should I do another standing desk review?", "standing desk review"),
  topic("Is a baby name challenge a good idea?", "baby name challenge"),
  topic("would standing desk videos do well on my channel?", "standing desk"),
  topic("what do you know about standing desks as a topic?", "standing desks"),
  topic("Is mechanical keyboards trending right now?", "mechanical keyboards", "trends"),

  // Answered with the visibility score before: the count on the channel's row.
  subscribers("How many subscribers do I have?"),
  subscribers("what's my sub count?"),
  subscribers("how many subs have I got right now?"),
  subscribers("How many people are subscribed to my channel?"),

  // Quoted a comparison of 1 video with 0 before: the last upload against the norm at 28 days.
  underperform("Why did my last video under-perform?"),
  underperform("why did my newest upload get fewer views than usual?"),

  // No tool reads these: said so, with what can be answered, not the nearest tool's answer.
  cannot("What's the average age of my viewers?", "your viewers' ages or genders"),
  cannot("What's the gender split of my audience?", "your viewers' ages or genders"),
  cannot("Which countries do my viewers come from?", "where your viewers are"),
  cannot("How many likes did my last video get?", "like, dislike or share counts"),
  cannot("What's my audience retention on my latest video?", "audience retention"),
  cannot("Who are my subscribers?", "who your subscribers are"),
];
