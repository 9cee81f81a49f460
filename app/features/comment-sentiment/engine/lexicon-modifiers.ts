// Words that change the feeling of the words after them rather than carrying one: intensifiers
// and dampeners (with how much they add, in valence points), negators, and contrast words.
// Our own lists, built from English degree adverbs and the way comments are written.

/** Increment for a full-strength intensifier ("very good" is stronger than "good"). */
export const BOOST = 0.3;

export const INTENSIFIERS: Readonly<Record<string, number>> = {
  absolutely: BOOST, amazingly: BOOST, awfully: BOOST, completely: BOOST, considerably: BOOST,
  decidedly: BOOST, deeply: BOOST, enormously: BOOST, entirely: BOOST, especially: BOOST,
  exceptionally: BOOST, extremely: BOOST, fabulously: BOOST, fully: BOOST, greatly: BOOST,
  highly: BOOST, hugely: BOOST, incredibly: BOOST, intensely: BOOST, majorly: BOOST, more: BOOST,
  most: BOOST, particularly: BOOST, purely: BOOST, quite: BOOST, really: BOOST, remarkably: BOOST,
  so: BOOST, soo: BOOST, sooo: BOOST, substantially: BOOST, thoroughly: BOOST, totally: BOOST,
  tremendously: BOOST, uber: BOOST, unbelievably: BOOST, unusually: BOOST, utterly: BOOST,
  very: BOOST, super: BOOST, hella: BOOST, insanely: BOOST, ridiculously: BOOST, crazy: BOOST,
  genuinely: BOOST, truly: BOOST, seriously: BOOST, deadass: BOOST, literally: 0.15, such: BOOST,
  damn: BOOST, dang: 0.2, freaking: BOOST, freakin: BOOST, frickin: BOOST, fricking: BOOST,
  friggin: BOOST, frigging: BOOST, flipping: BOOST, fucking: BOOST, fuckin: BOOST, effing: BOOST,
  bloody: BOOST, mad: 0.2, way: BOOST, too: 0.2, pretty: 0.15, real: 0.2, honestly: 0.1,
  definitely: 0.2, def: 0.2, easily: 0.2, certainly: 0.2, actually: 0.1, all: 0.1, even: 0.1,
  highkey: BOOST, wicked: BOOST, properly: 0.2, downright: BOOST, veryyy: BOOST, realy: BOOST,
  rly: BOOST, soooo: BOOST, sooooo: BOOST, stupidly: BOOST, ultra: BOOST,
  // Dampeners: negative increments shrink the magnitude.
  almost: -BOOST, barely: -BOOST, hardly: -BOOST, kinda: -BOOST, kindof: -BOOST, less: -BOOST,
  little: -BOOST, marginally: -BOOST, occasionally: -BOOST, partly: -BOOST, scarcely: -BOOST,
  slightly: -BOOST, somewhat: -BOOST, sorta: -BOOST, sortof: -BOOST, lowkey: -0.15, fairly: -0.1,
  mildly: -BOOST, semi: -0.2, bit: -BOOST, abit: -BOOST, rather: -0.1, reasonably: -0.15,
};

/** Two-word dampeners and intensifiers, checked as a pair of preceding words. */
export const MODIFIER_PAIRS: Readonly<Record<string, number>> = {
  "kind of": -BOOST,
  "sort of": -BOOST,
  "a bit": -BOOST,
  "a little": -BOOST,
  "a tad": -BOOST,
  "way too": BOOST,
  "oh so": BOOST,
};

/**
 * Words that flip the feeling of the words after them, within the same clause. Contractions are
 * listed with and without the apostrophe because comments drop it.
 */
export const NEGATORS: ReadonlySet<string> = new Set([
  "not", "never", "no", "nothing", "nobody", "none", "nor", "neither", "nowhere", "without",
  "aint", "ain't", "arent", "aren't", "cannot", "cant", "can't", "couldnt", "couldn't", "didnt",
  "didn't", "doesnt", "doesn't", "dont", "don't", "hadnt", "hadn't", "hasnt", "hasn't", "havent",
  "haven't", "isnt", "isn't", "mightnt", "mightn't", "mustnt", "mustn't", "neednt", "needn't",
  "shant", "shan't", "shouldnt", "shouldn't", "wasnt", "wasn't", "werent", "weren't", "wont",
  "won't", "wouldnt", "wouldn't", "nah", "nope", "rarely", "seldom",
  "zero", "nothin", "noone",
]);

/**
 * After a negator these verbs close its scope: "I didn't expect to like it" is praise, and "I
 * never thought it would be this good" too; the negation is about the expectation.
 */
export const NEGATION_STOPPERS: ReadonlySet<string> = new Set([
  "expect", "expected", "expecting", "thought", "imagine", "imagined", "realize", "realise",
  "realized", "realised", "know", "knew", "believe", "only", "just", "until", "till", "mind",
]);

/** Interjections that keep their feeling after a negator ("I'm not the one lol"). */
export const UNNEGATED: ReadonlySet<string> = new Set([
  "lol", "lool", "lmao", "lmfao", "rofl", "haha", "hahaha", "hehe", "xd", "wow", "yay", "ugh", "smh",
  "omg", "thanks", "thx", "ty", "tysm", "please", "pls", "plz", "yikes", "oof", "meh", "bruh",
]);

/** Contrast: the clause after carries the writer's verdict ("great video but the audio..."). */
export const CONTRAST_AFTER: ReadonlySet<string> = new Set(["but", "however", "though", "yet", "except", "nevertheless", "nonetheless", "although", "tho"]);

/** Concessive openers: the clause they open is the weaker one ("although it's cheap, it broke"). */
export const CONCESSIVE_OPENERS: ReadonlySet<string> = new Set(["although", "though", "despite", "while", "even"]);

/** Pronouns and auxiliaries after which "like" is the verb ("I like it"), not a filler. */
export const LIKE_VERB_BEFORE: ReadonlySet<string> = new Set([
  "i", "we", "you", "they", "really", "totally", "also", "definitely", "def", "still", "do", "did",
  "would", "i'd", "id", "we'd", "you'd", "gonna", "to", "actually", "genuinely", "honestly",
  "lowkey", "kinda", "always", "just", "much", "people", "everyone", "u", "ya", "he", "she", "ppl",
  "doesn't", "don't", "didn't", "dont", "didnt", "doesnt", "not", "never", "might", "will", "i'll",
  "ill", "may", "def", "would've", "me", "we'd", "kids", "dogs", "cats", "people",
]);

/** Conditional markers: "would love to see", "it'd be cool to". */
export const CONDITIONALS: ReadonlySet<string> = new Set(["would", "i'd", "id", "we'd", "you'd", "it'd", "itd", "that'd", "be", "wouldn't"]);
