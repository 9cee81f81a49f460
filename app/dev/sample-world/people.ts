// The fictional commenters. One pool serves the whole world, so some viewers comment on the
// creator's videos and on competitors' too (audience overlap). A Zipf-like draw makes a core of
// regulars write a large share of comments, as on any real channel.
import type { IdFactory } from "./ids";
import type { Random } from "./random";

export type Person = { name: string; channelId: string | null };

const FIRST = [
  "maria",
  "james",
  "priya",
  "chen",
  "sofia",
  "lucas",
  "aisha",
  "mateo",
  "hannah",
  "omar",
  "yuki",
  "daniel",
  "fatima",
  "noah",
  "elena",
  "arjun",
  "grace",
  "diego",
  "leila",
  "samuel",
  "mei",
  "ivan",
  "zoe",
  "kwame",
  "ana",
  "tom",
  "rahul",
  "emma",
  "jonas",
  "nadia",
  "felix",
  "sara",
  "malik",
  "chloe",
  "andre",
  "ines",
  "ravi",
  "julia",
  "kenji",
  "amara",
  "leo",
  "rosa",
  "ben",
  "tara",
  "hugo",
  "lina",
  "marco",
  "nina",
];
const LAST = [
  "lopez",
  "smith",
  "patel",
  "wang",
  "rossi",
  "silva",
  "khan",
  "garcia",
  "muller",
  "okafor",
  "tanaka",
  "nguyen",
  "kowalski",
  "haddad",
  "johansson",
  "mehta",
  "brown",
  "dubois",
  "santos",
  "kim",
  "novak",
  "reyes",
  "berg",
  "ali",
];
const ADJECTIVES = [
  "quiet",
  "lazy",
  "pixel",
  "retro",
  "cosmic",
  "tiny",
  "rusty",
  "neon",
  "sleepy",
  "turbo",
  "analog",
  "mellow",
  "grumpy",
  "lucky",
];
const NOUNS = [
  "pixel",
  "otter",
  "byte",
  "falcon",
  "toaster",
  "panda",
  "circuit",
  "koala",
  "comet",
  "wizard",
  "noodle",
  "robot",
  "cactus",
  "fox",
];
const WORDS = [
  "codes",
  "tech",
  "builds",
  "games",
  "makes",
  "draws",
  "films",
  "edits",
  "reviews",
  "learns",
  "dev",
  "setup",
];
/** Accented spellings some display names use. */
const ACCENTED: Record<string, string> = {
  maria: "María",
  elena: "Elena",
  ines: "Inês",
  andre: "André",
  lopez: "López",
  muller: "Müller",
  garcia: "García",
  dubois: "Dubois",
};
const ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789";

function displayWord(word: string): string {
  return ACCENTED[word] ?? word[0]!.toUpperCase() + word.slice(1);
}

function handle(rng: Random): string {
  const first = rng.pick(FIRST);
  switch (rng.weighted([0, 1, 2, 3, 4, 5, 6], [0.22, 0.14, 0.16, 0.14, 0.12, 0.08, 0.14])) {
    case 0:
      return `@${first}${rng.pick(LAST)}${rng.int(1, 99)}`;
    case 1:
      return `@${first}.${rng.pick(LAST)}`;
    case 2:
      return `@${rng.pick(ADJECTIVES)}${rng.pick(NOUNS)}`;
    case 3:
      return `@${first}_${rng.pick(WORDS)}`;
    case 4:
      return `@${rng.pick(NOUNS)}${rng.pick(WORDS)}${rng.int(1990, 2012)}`;
    case 5:
      // Older accounts still show a display name rather than a handle.
      return `${displayWord(first)} ${displayWord(rng.pick(LAST))}`;
    default:
      // YouTube's auto-assigned handles.
      return `@user-${rng.chars(9, ALNUM)}`;
  }
}

export class People {
  readonly viewers: Person[] = [];
  /** Accounts that post the same spam line everywhere. */
  readonly bots: Person[];
  private readonly rng: Random;

  constructor(rng: Random, ids: IdFactory, size: number) {
    this.rng = rng;
    const names = new Set<string>();
    while (this.viewers.length < size) {
      let name = handle(rng);
      if (names.has(name)) name = name.startsWith("@") ? `${name}${rng.int(100, 999)}` : `${name} ${rng.int(1, 99)}`;
      if (names.has(name)) continue;
      names.add(name);
      // A few authors' channels are gone (deleted accounts): the API gives no channel id.
      this.viewers.push({ name, channelId: rng.chance(0.01) ? null : ids.channel() });
    }
    this.bots = [
      "@Crypto-Queen-Evelyn",
      "@best.deals.daily",
      "@sub4sub.zone",
      "@Tech-Giveaway-Official",
      "@earn.from.home.now",
    ].map((name) => ({
      name,
      channelId: ids.channel(),
    }));
  }

  /**
   * A viewer, favouring the regulars at the front of the pool: index = n * u^1.5, so the top
   * 10% of the pool write about a fifth of the comments and the keenest fan a few dozen.
   */
  viewer(): Person {
    return this.viewers[Math.floor(this.viewers.length * Math.pow(this.rng.next(), 1.5))] as Person;
  }

  bot(): Person {
    return this.rng.pick(this.bots);
  }
}
