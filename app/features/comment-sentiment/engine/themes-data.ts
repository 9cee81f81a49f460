// Word lists for themes and emotional triggers (our own).

/** English function words and comment filler: never the start or end of a theme. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a an the and or but if then than so as at by for from in into of on onto to with without about above after again against all am are aren't " +
    "be because been before being below between both can can't cannot could couldn't did didn't do does doesn't doing don't down during each few " +
    "further had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how how's i i'd i'll i'm i've " +
    "im ive id ill is isn't it it's its itself let's me more most mustn't my myself no nor not now off once only other ought our ours ourselves out over own " +
    "same shan't she she'd she'll she's should shouldn't some such that that's thats their theirs them themselves there there's theres these they they'd " +
    "they'll they're they've this those through too under until up very was wasn't we we'd we'll we're we've were weren't what what's whats when when's " +
    "where where's which while who who's whom why why's will won't would wouldn't you you'd you'll you're you've your yours yourself yourselves u ur ya " +
    "just also even still really like get got gets getting go going gonna wanna gotta come comes coming came make made makes one ones thing things lot lots much many way " +
    "every any anyone anything someone something everyone everything always never ever already yet well oh ok okay yes yeah yep nope hey hi hello " +
    "lol lmao haha hahaha omg wow bro dude man guys guy sir pls plz please thanks thank thx ty video videos vid vids channel watch watching watched " +
    "know think thought see saw look looks looking say said tell told want need use used using actually literally honestly basically probably maybe " +
    "pretty quite kinda sorta bit little new first last next time times day days year years today now here there tbh imo ngl fr btw idk rn " +
    "great good nice awesome amazing love loved best better cool perfect helpful useful keep subscribed content wait fine point sure stuff true exactly agree agreed same"
  ).split(" "),
);

/** Words that name an emotion's trigger in a comment, with the emotion. */
export const EMOTION_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({
    joy: "love loved loving happy glad joy enjoy enjoyed enjoying fun funny hilarious laugh laughing lol lmao haha hahaha awesome amazing beautiful wholesome delight delightful perfect excited exciting yay hooray blessed grateful thankful smile smiling cheerful wonderful fantastic",
    surprise:
      "wow whoa woah omg surprised surprising surprise unexpected shocked shocking insane unreal unbelievable mindblowing mind-blowing speechless wild astonishing stunned crazy",
    anger:
      "angry anger mad furious annoyed annoying annoys hate hated ridiculous stupid clickbait scam misleading rip-off ripoff unacceptable disgusting outrageous pathetic worst trash garbage waste wtf unsubscribed unsubbed infuriating rage frustrating frustrated liar lying lies shill sellout",
    fear: "scared scary afraid fear fearful worried worry worrying nervous anxious anxiety terrified terrifying creepy concerned concern dangerous risky risk panic frightening spooky",
    sadness:
      "sad sadly unfortunately miss missed missing cry crying cried tears heartbreaking heartbroken depressing depressed lonely disappointed disappointing disappointment rip sorry regret unhappy upset gutted",
    trust:
      "trust trusted trustworthy honest honesty reliable legit genuine transparent unbiased credible recommend recommended believe dependable consistent authentic sincere integrity",
  }).flatMap(([emotion, words]) => words.split(" ").map((w) => [w, emotion])),
);

/** Multi-word triggers, matched on lower-case text. */
export const EMOTION_PHRASES: readonly { pattern: RegExp; emotion: string }[] = [
  {
    pattern:
      /\b(?:didn'?t|did not|never) (?:expect|expected|thought|think)\b|\bcan'?t believe\b|\bno way\b|\bwait what\b|\bmind blown\b|\bblew my mind\b/,
    emotion: "surprise",
  },
  { pattern: /\bwaste of (?:time|money)\b|\bfed up\b|\bsick of\b/, emotion: "anger" },
  {
    pattern: /\byou never miss\b|\bnever disappoint|\bcan always count on\b|\bno (?:hype|bs|nonsense)\b/,
    emotion: "trust",
  },
];

/** Emoji that signal an emotion, keyed by first code point. */
export const EMOTION_EMOJI: ReadonlyMap<number, string> = new Map(
  Object.entries({
    joy: "😂🤣😊😄😁😀😃😆🥰😍❤♥💕💖🎉🥳😻🙌",
    surprise: "🤯😮😲😱😳👀",
    anger: "😡🤬😠😤🙄🖕",
    fear: "😨😰😧😬",
    sadness: "😢😭💔😞😔🥺😿",
    trust: "🤝🫡💯",
  }).flatMap(([emotion, emoji]) => [...emoji].map((e) => [e.codePointAt(0) as number, emotion] as [number, string])),
);

export const EMOTIONS = ["joy", "surprise", "anger", "fear", "sadness", "trust"] as const;
export type Emotion = (typeof EMOTIONS)[number];
