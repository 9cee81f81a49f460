// `npx tsx scripts/train-spam-model.ts`: trains the spam model (engine/spam-model.ts) on the
// hand-labelled YouTube Spam Collection files in ../shared/data/youtube-spam-dev (falls back to
// /work/shared/data/youtube-spam-dev) and writes engine/spam-model-weights.ts.
//
// How and why:
// - Logistic regression, because it is small, fast to score in a Worker, and its weights can be
//   pruned to a few thousand without losing much. The features (spam-model.ts) are words, word
//   pairs, letter 3-4-grams (misspellings), link kinds and length; not the rules' verdicts (the
//   rules were written from these same videos, and a model that sees them learns to lean on them
//   instead of reading the text, which then carries over worse to unseen videos).
// - Elastic-net penalty (L1 + L2), fitted by FISTA (proximal gradient) on the full batch: L1
//   sets most weights to exactly 0, which keeps the shipped file small; L2 spreads weight over
//   correlated features so no single video-specific word carries a decision. Deterministic: full
//   batch, fixed iteration count, no random numbers.
// - Hyper-parameters (L1, L2, the model's threshold) are chosen by leave-one-video-out: train on
//   one video, score the other, and the reverse. Real spam is the same from video to video while
//   the viewers' talk is not (views counts on one, a tiger on the other), so this is the figure
//   that predicts how the detector does on a video it has never seen. L1/L2 by held-out log-loss,
//   the threshold by held-out precision (a real viewer hidden is worse than a spam missed): see
//   chooseSettings. Neither step looks at the F1 the bench reports.
// - A few dozen creator-style lines written for this script (CREATOR_STYLE) join the training
//   set in every fold: the dev videos are 2014 music videos, our users' audiences are not.
// - The shipped model is then trained on both videos (and those lines) with those settings.
//
// The bench (scripts/bench-spam.ts) imports loadSpamDev, prepareExamples and trainSpamModel to
// repeat the held-out measurement with the same code.
import "../app/features/comment-sentiment/engine/install-lexicon";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath, pathToFileURL } from "node:url";
import { detectLanguage } from "../app/features/comment-sentiment/engine/language";
import { parseCsv } from "../app/lib/csv";
import { modelMayNotDecide, spamEvidence, spamRules } from "../app/features/comment-sentiment/engine/spam";
import { spamText } from "../app/features/comment-sentiment/engine/spam-text";
import {
  spamFeatures,
  spamProbabilityOf,
  serializeSpamModel,
  type SpamFeatures,
  type SpamModel,
} from "../app/features/comment-sentiment/engine/spam-model";
import { decodeMarkup, hasMarkup, tokenize } from "../app/features/comment-sentiment/engine/tokenize";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const WEIGHTS_FILE = join(root, "app/features/comment-sentiment/engine/spam-model-weights.ts");

/** A labelled comment; `author` is its writer's name for a real comment, absent for a line we wrote. */
export type LabelledText = { text: string; spam: boolean; author?: string };
export type DevVideo = { name: string; comments: LabelledText[] };
/** A comment ready for training or scoring: its features, the rules' own verdict, its language. */
export type Example = LabelledText & {
  features: SpamFeatures;
  ruleEvidence: number;
  /** The rules saw words not meant as spam: the model may not decide alone (spam.ts modelMayNotDecide). */
  guarded: boolean;
  language: string;
};
export type TrainOptions = { l1: number; l2: number; iterations: number };
/**
 * Size budget of the shipped model: at most this many weights (~30 KB of source, under 10 KB
 * gzipped). When L1 leaves more, the largest are kept and the model is fitted again on those
 * features alone, so the kept weights make up for the dropped ones.
 */
export const MAX_WEIGHTS = 2000;

export function devDataDir(): string | null {
  for (const dir of [join(root, "../shared/data/youtube-spam-dev"), "/work/shared/data/youtube-spam-dev"])
    if (existsSync(join(dir, "Youtube01-Psy.csv"))) return dir;
  return null;
}

/** The development videos (CONTENT and CLASS columns), or null when the data is not there. */
export function loadSpamDev(): DevVideo[] | null {
  const dir = devDataDir();
  if (dir === null) return null;
  return ["Youtube01-Psy.csv", "Youtube02-KatyPerry.csv"].map((file) => {
    const [header, ...rows] = parseCsv(readFileSync(join(dir, file), "utf8"));
    const content = (header as string[]).indexOf("CONTENT");
    const cls = (header as string[]).indexOf("CLASS");
    const author = (header as string[]).indexOf("AUTHOR");
    const comments = rows
      .filter((r) => r.length > Math.max(content, cls, author))
      .map((r) => ({ text: r[content] as string, spam: r[cls] === "1", author: r[author] as string }));
    return { name: file.replace(/^Youtube\d+-|\.csv$/g, ""), comments };
  });
}

/**
 * Comments in the style of the channels Vidwise serves (tutorials, reviews, cooking, fitness,
 * gaming, music lessons, finance...), written for this script: the dev videos are 2014 music
 * videos, whose viewers never ask for a video on a topic or say "just subscribed", so without
 * these the model takes "please make a video about…" for spam. A few spam lines in the same
 * style keep the model from learning "creator talk = never spam". Not taken from our labelled
 * set (tests/data) or the sample channel's phrase banks, which stay untouched checks.
 */
export const CREATOR_STYLE: readonly LabelledText[] = [
  ...[
    "Just subscribed, this was exactly what I needed",
    "subscribed after the first two minutes",
    "Instant sub, the way you explain things is so clear",
    "I subscribed years ago and still watch every upload",
    "Why does this channel only have 40k subscribers? Criminally underrated",
    "you deserve way more subs honestly",
    "this channel needs more subscribers, sharing it with my class",
    "been subscribed since the first video, so proud of how far you have come",
    "Could you please make a video about sourdough starters?",
    "please make a follow up on the budget build",
    "Can you please do a full leg day routine next?",
    "pls do a beginner guide for watercolor",
    "please please do a part two on the Roman army",
    "Make a video about how you edit your thumbnails please",
    "would love a video on meal prep for students",
    "Can you review the new Sony mirrorless next?",
    "Please cover index funds vs ETFs, I keep mixing them up",
    "please explain how compound interest works for beginners",
    "Plz do more speedrun explanations",
    "Can you do a video about growing tomatoes on a balcony?",
    "Please do one on how to practice scales without getting bored",
    "please upload the full recipe, the description only has half of it",
    "Could you link the paper you mention at 5:10?",
    "link to the study please?",
    "Where can I find the source code for this?",
    "Is there a written version of this tutorial somewhere?",
    "what's the song in the background at 2:14?",
    "song at the end?",
    "What brand is that pan?",
    "does this recipe work with gluten free flour?",
    "how many sets and reps for beginners?",
    "what graphics settings are you running?",
    "Which tuning is this in?",
    "Is this still the best way to do it in 2026?",
    "what would you invest in if you were 20 again?",
    "I started investing last year after your series and it's going well",
    "My portfolio is mostly index funds now thanks to this channel",
    "I use the same trading app but never knew about that fee",
    "the part about passive income being a myth is so true",
    "I started my own cooking channel last year because of videos like this, thank you for the inspiration",
    "I have a small channel too and this advice on thumbnails actually helped",
    "As a small youtuber this is really encouraging",
    "I tried this on my own channel and my retention went up",
    "my channel is tiny but I learned so much from this, thanks",
    "I showed this to my little brother and now he wants to learn guitar",
    "The link in the description goes to the wrong product",
    "the affiliate link for the mic is broken btw",
    "Here's the timestamp for the actual answer: 7:45",
    "1:32 the face he makes 😂",
    "0:45 skip the intro",
    "The answer is at 11:20 for anyone in a hurry",
    "check the pinned comment, he fixed the mistake",
    "check the description, the recipe is there",
    "check out the video he made on this last year, it goes deeper",
    "You should check out the documentary on this, it's great",
    "look up the Feynman technique, it pairs well with this",
    "follow the steps exactly and it works",
    "I followed this recipe and it came out perfect",
    "following along from Brazil!",
    "I followed you from your old channel",
    "Just shared this with my whole team",
    "Sharing this with my mom, she needs it",
    "I bought the course and it was worth it",
    "Thanks for not making this a 40 minute video",
    "Who else is binge watching this channel?",
    "like if you're watching this the night before your exam",
    "Who's here after the update broke everything?",
    "Anyone else here from the podcast?",
    "I'm here from your Instagram post",
    "saw this on twitter and had to come watch",
    "Your Patreon is so worth it, the bonus episodes are great",
    "just joined the membership, keep it up",
    "where can I donate to support the channel?",
    "The free version is enough for most people",
    "Is there a free alternative to this software?",
    "this saved me so much money, thank you",
    "I made this for dinner and my kids loved it",
    "I made the same mistake on my first build",
    "I did this workout every day for a month and I can finally do a pull up",
    "I did a cover of this song for my school talent show and won!",
    "I'm a music teacher and I'll be showing this to my students",
    "I'm a nurse and this explanation is spot on",
    "As a software engineer I approve of this explanation",
    "Great tips, I'll try them on my next trip",
    "Sir please make video on Java also",
    "Bhai please next video on Excel formulas",
    "por favor haz un video sobre esto en español",
    // Other languages in Latin letters (detectSpam does not let the model decide alone on these,
    // but the model should not learn that they look like spam either).
    "bhai maza aa gaya, next video me Linux bhi cover karna please",
    "aapka channel sabse best hai, mujhe bahut help mili",
    "Sir ye trick mere laptop me kaam nahi kar rahi, please help",
    "bhai ek video gaming phone par bhi banao",
    "mano faz um vídeo sobre isso por favor",
    "kak tolong bikin video tentang editing dong",
    "muy buen video, saludos desde Chile",
    "Thank you sir, very helpful video",
    "very nice explanation sir, keep it up",
    "watching from India, great content",
    "Greetings from Germany 🇩🇪",
    "lol the cat in the background",
    "the editing on this one is crazy good",
    "This video made my day",
    "Honestly the best explanation on YouTube",
    "I've watched this five times and I still learn something",
    "you're the reason I passed chemistry",
    "The audio is a bit low on this one",
    "the music is too loud compared to your voice",
    "the first half was great, the second half dragged",
    "This tutorial is outdated, the menu moved",
    "That's not how it works though, you skipped a step",
    "Disagree with the ranking, the second one is way better",
    "I don't get why people hate this game so much",
    "Anyone know if this works on Windows 11?",
    "What's the name of the plugin you used?",
    "Which camera lens is this shot on?",
    "Loving the new studio!",
    "Congratulations on 100k!! You deserve it",
    "congrats on the new baby 🎉",
    "Happy birthday to the best teacher on YouTube",
    "Great collab, you two should do more together",
    "The sponsor segment was actually useful for once",
    "Used your code for the sponsor, the product is good",
    "the discount code in the description doesn't work anymore",
    "Please never stop making these",
    "Please keep making videos, they help me so much",
    "please come back to making longer videos",
    "can we get a channel tour?",
    "I'd watch a whole channel of just this",
    "Going to try this on my channel's next video, wish me luck",
    "Your first video was 5 years ago and look at you now",
    "This is my first time watching your videos and I'm hooked",
    "My first video on YouTube got 12 views lol, this gives me hope",
    "I need this channel to blow up",
    "Everyone subscribe to him, he deserves it",
    "More people need to see this, sharing it everywhere",
    "Day 12 of asking for a merch drop",
    "you should sell merch",
    "I'd buy a hoodie with that logo",
    "the book you recommended was amazing, thanks",
    "read the book after your review and loved it",
    "What's the best way to learn this if I'm a complete beginner?",
    "Thanks, this fixed my wifi issue",
    "Tried this and it didn't work for me, any ideas?",
    "It works! I was stuck on this for three days",
    "this is the best recipe channel I've found",
    "I've been playing guitar for 10 years and still learned something",
    "the drone shots are beautiful",
    "Watching this while eating, big mistake",
    "the background music is my favourite part",
    "can you share your camera settings?",
    "How do you stay motivated to upload every week?",
    "What's your editing workflow?",
    "I can't believe it's been 3 years since this came out",
    "this aged well",
    "Who's here after the video went viral on TikTok?",
    "Found this on my recommended page at 3am",
    "The comments here are so wholesome",
    "please read the comments, lots of people have the same problem",
    "make sure to check the settings menu first",
    "this should be taught in schools",
    "It's free on the official website, no need to pay for it",
    "You can download the manual from the manufacturer's website",
    "The full paper is on arxiv.org if anyone wants it",
    "wikipedia has a good article on this too",
    "this helped me finally hit 1000 subscribers, thank you so much",
    "I went from 200 to 5k subscribers after changing my thumbnails like you said",
    "my channel just passed 500 subs and your videos were a big part of it",
    "I've been uploading for a year and only have 80 subscribers, any advice?",
    "How long did it take you to get your first 1000 subs?",
    "I follow you on Instagram too, your stories are great",
    "Found you through your Twitter thread",
    // Creators watching creator-education videos talk about their own channels without advertising.
    "thanks to this video I got my first 100 subscribers",
    "my subscribers keep asking for longer videos, should I listen?",
    "I tried your thumbnail tip and my click rate doubled",
    "my views dropped after the algorithm change, is it just me?",
    "me and my brother run a small channel and this helped us so much",
    "I get like 10 views per video, what am I doing wrong?",
    "my first video flopped but I'm not giving up",
    "this is the advice I needed for my channel, thank you",
    "my audience is mostly from India, does upload time matter?",
    "I lost 200 subscribers last month and I don't know why",
    // Long comments: real viewers write paragraphs too.
    "I've been following this channel since the early days and I just want to say the way you explain the why behind every step is what makes it different. Most tutorials just tell you what to click. I finally understand what a reverse proxy does and set one up for my family's photos this weekend.",
    "Honest feedback since you asked in the community post: the new format is great but the videos feel rushed at the end. The first ten minutes were perfect, then the last part about the budget options went by so fast I had to rewatch it three times. Maybe split it into two videos next time?",
    "My grandmother used to make this exact dish every Sunday and I never got the recipe before she passed. Watching you make it brought back so many memories. I tried it last night and my mom cried because it tasted just like hers. Thank you for sharing this, it means more than you know.",
    "For anyone wondering about the error at 8:12, you need to update the drivers first. I spent two hours on it before I found the answer on the manufacturer's forum. After updating, everything worked exactly like in the video. Hope this saves someone some time.",
    "I disagree with the ranking. The second phone has a better camera in low light, and the battery lasted me two full days when I tested it. The first one is faster on paper but you won't notice it in daily use. Still a good video though, I like that you show your testing method.",
    "I'm a teacher and I use your videos in my classroom every week. The kids love the animations and they actually remember the material on the tests. Please never change the style, and if you ever make a series on the solar system my students would go crazy for it.",
    "Started this program six months ago at 230 pounds, I'm now at 195 and can run 5k without stopping. I didn't believe it would work for someone my age but here I am. The tip about sleep was the one that made the biggest difference for me. Thank you for all the free content.",
    "The part about emergency funds is so important. I lost my job last year and the only reason I didn't go into debt was because I watched your video on this and started saving. Three months of expenses felt impossible at first but it saved me.",
  ].map((text) => ({ text, spam: false })),
  ...[
    "Check out my channel, I post coding tutorials every week",
    "I make videos like this but better, come see for yourself",
    "Love this! Please visit my channel for more recipes",
    "just started a gaming channel, would mean the world if you subbed",
    "Subscribe to my channel I upload workout videos daily",
    "Plz sub to me I'm trying to hit 100 subscribers",
    "follow me on instagram for daily fitness tips @fitwithjay",
    "Add me on snapchat: coolguy99",
    "My tiktok is @dancequeen, follow for more",
    "I'm a singer, listen to my new single on my channel 🎤",
    "Free Roblox gift cards at giftgen.xyz !!",
    "Get paid to watch videos, sign up with my link",
    "earn money online easy, check my bio",
    "www.freemoneynow.net",
    "bit.ly/3bestdeals",
    "Click here for free v-bucks",
    "I made $3000 last week trading with Mr. James Walker, contact him on WhatsApp",
    "My account manager doubled my investment in a week, message her on Telegram",
    "Please donate to my GoFundMe, link in my profile",
    "vote for my band in the contest please! link in bio",
    "search 'DJ Nova summer mix' on soundcloud, you won't regret it",
    "Yo check out my beats, link in my about page",
    "anyone wanna do sub for sub?",
    "help me get to 1k subs 🙏🙏",
    "I just uploaded a reaction to this, go watch it",
    "New cooking channel here, any support is appreciated",
    "If you like Minecraft go check out my builds",
    "Watch my latest vlog please, it took me weeks",
    "Hey guys I'm a small youtuber, please check out my videos and subscribe",
    "my channel has the same tutorial but shorter",
    "Hi everyone! I know nobody reads these but I'm a 16 year old producer trying to make it. I've been making beats for two years and I finally put my first tape out. If you have a minute please give it a listen and tell me what you think, every play helps me a lot. Thanks and god bless!",
    "Hey guys, sorry for the spam but my little sister needs surgery and we can't afford it. Anything helps, even sharing the link. Please donate if you can, the page is in my profile. Thank you from the bottom of my heart.",
  ].map((text) => ({ text, spam: true })),
];

/**
 * Today's scam shapes, written from general knowledge of what YouTube comment
 * sections get now (not from the labelled sections): the move to Telegram or WhatsApp, the
 * impersonated creator's prize, crypto and forex "mentors" and giveaways, "check my channel",
 * shortened and broken-up links. Beside them, real viewers who use the same words (a question
 * about Telegram, a warning about the bots, a creator's own link, a request for part 2), so the
 * model learns the shape and not the word. None of these is used in the engine tests, whose
 * cases are phrased apart.
 */
export const MODERN_SHAPES: readonly LabelledText[] = [
  ...[
    "Thanks for watching and commenting, you have been selected as one of our winners. Message me on Telegram to claim",
    "Congratulations 🎉 you are one of my lucky winners, text me on WhatsApp to receive your gift",
    "Thank you for the support! DM me on telegram, you won today's giveaway 🎁",
    "hello, I picked your comment for a special reward, reach me on Telegram with the name on my profile",
    "I'm giving away 5 PS5s to my subscribers, message the admin on WhatsApp to get yours",
    "Reply to me on Telegram for more info about how I did it",
    "write to me on whatsapp if you want to know my secret",
    "Contact her on WhatsApp +44 7700 900123, she is the best trader I know",
    "You can reach him on Telegram @forexkingdom, he changed my life",
    "Telegram ➡️ @cryptoqueen_official",
    "whatsapp: +1 202 555 0147",
    "Join my Telegram group for daily signals, link in my bio",
    "join our telegram channel for free trading signals 📈",
    "I invested $1,000 and got $9,500 back in two weeks thanks to my account manager",
    "I started trading with Mrs. Jennifer Lawson last year and now I earn $6k every week",
    "Her trading strategy is legit, she helped me make my first $20,000",
    "Is it possible to get into crypto trading without an expert? I lost a lot before I met my mentor",
    "Bitcoin is the future, my broker doubled my investment in a month, contact him",
    "Send 0.05 BTC to the wallet in my profile and get 0.1 BTC back, limited time",
    "ETH giveaway live now, double your crypto at the link on my channel",
    "Free USDT airdrop for the first 100 people, claim at bit.ly/usdtdrop",
    "Double your bitcoin in 24 hours, guaranteed",
    "Forex signals with 95% accuracy, message me for a free trial",
    "I recovered all my lost funds with the help of a recovery expert, search for him on telegram",
    "Check my channel, I post edits every day 🔥",
    "check out my channel if you like this kind of video",
    "Hey can you check my channel out? just uploaded a new video",
    "please check my channel and tell me what you think 🙏",
    "go check my channel bro, I do the same content but funnier",
    "Anyone want free robux? look at my profile",
    "click on my profile pic for a surprise 😘",
    "Bored? see my pics on my profile 😉",
    "Hi handsome, look at my profile if you want to chat 💋",
    "get 1000 subscribers in a week with this site: cutt.ly/growfast",
    "free followers here tinyurl.com/freefollows2",
    "Download the full movie free: rb.gy/watchfree",
    "Earn money from your phone, just sign up at t.ly/earn-now",
    "visit mysite (dot) com for cheap iPhones",
    "giftcards at freegifts[.]xyz",
    "t . me / cryptohelpdesk",
    "wa . me / 447700900123 text me",
    "𝐌𝐞𝐬𝐬𝐚𝐠𝐞 𝐦𝐞 𝐨𝐧 𝐓𝐞𝐥𝐞𝐠𝐫𝐚𝐦 𝐟𝐨𝐫 𝐚 𝐬𝐮𝐫𝐩𝐫𝐢𝐬𝐞",
    "ᴄʜᴇᴄᴋ ᴍʏ ᴄʜᴀɴɴᴇʟ ғᴏʀ ғʀᴇᴇ ɢɪғᴛs",
    "I made $3,200 this week working from home, ask me how",
    "This guy on my profile gives free money to the first 500 who message him",
    "If you want to make money online, the guide is in my profile",
  ].map((text) => ({ text, spam: true })),
  ...[
    "Does anyone have a Telegram group for people taking this course?",
    "Beware of the bots in the replies telling you to message them on Telegram, it's a scam",
    "watch out for fake accounts using his name and picture, he will never ask you to text him",
    "Report the accounts pretending to be the creator, they're all scams",
    "You should make a video about crypto scams on WhatsApp, my dad almost fell for one",
    "I'll send this to my brother on WhatsApp, he needs to see it",
    "I shared this in our family WhatsApp group",
    "my grandma got scammed by a fake investment manager, thanks for warning people",
    "What do you think about bitcoin in the long term?",
    "Is crypto still worth investing in after the crash?",
    "I won a giveaway from this channel last year and the prize actually arrived!",
    "Congrats to the winners of the giveaway!",
    "How do I claim the discount code from the sponsor?",
    "what camera do you use?",
    "what mic is this?",
    "part 2 please",
    "Part two when??",
    "please make a part 3",
    "I made a follow-up video answering your questions: https://youtu.be/dQw4w9WgXcQ",
    "Full tutorial in my previous video https://www.youtube.com/watch?v=abcdefghijk",
    "Here's the link to the first part: https://youtu.be/abc123XYZ00",
    "the link in the description is broken, it goes to bit.ly something and then 404",
    "I think you meant example.com not example.org",
    "Can you share the Discord link again? The old one expired",
    "Is there a Telegram channel for updates on the next episode?",
    "I texted my friend about this video and she loved it",
    "my channel is small but I learned so much here",
    "I checked my channel analytics after this and you were right",
    "just checked my profile settings and it was private all along lol",
    "Your profile picture is so cute",
    "The profile of the guy at 3:20 looks like a fake account",
    "I tried the trading strategy from your video and lost money, be careful everyone",
    "Forex is gambling for most people, great video",
    "I doubled my savings rate after this video, thanks",
    "I got my first $100 from AdSense today, thank you for the tips",
    "the sponsor link is a shortened url, is it safe?",
  ].map((text) => ({ text, spam: false })),
];

/** Features and rule evidence, computed exactly as detectSpam does at run time. */
export function prepareExample(c: LabelledText): Example {
  const text = hasMarkup(c.text) ? decodeMarkup(c.text) : c.text;
  const tokens = tokenize(c.text);
  const rules = spamRules(text, tokens);
  return {
    ...c,
    features: spamFeatures(rules.text),
    ruleEvidence: rules.evidence,
    guarded: modelMayNotDecide(rules.signals),
    language: detectLanguage(text, tokens),
  };
}

export const prepareExamples = (cs: readonly LabelledText[]): Example[] => cs.map(prepareExample);

/**
 * The shipped weights hold no personal data: a feature is kept only when at least
 * MIN_WRITERS different writers used it in the training set (each real author counts once, each
 * line we wrote counts as its own writer: those hold no one's data), and never when it spells a
 * training author's name or handle (isPersonalFeature). Handles ("@name") and links are replaced
 * before features are made (spam-model.ts), so no user name or address reaches a feature. Rare
 * features also carry over worst to an unseen comment section, so this costs little: see the bench.
 */
export const MIN_WRITERS = 3;

/** Who wrote an example: its author for a real comment, the line itself for one we wrote. */
export const writerOf = (e: LabelledText) => (e.author === undefined ? `line:${e.text}` : `author:${e.author}`);

/** Words as spam-model.ts cuts them (letters, digits, Latin letters with diacritics). */
const nameWords = (name: string) => [
  ...new Set([
    ...(name.toLowerCase().match(/[a-z0-9\u00c0-\u024f]+/g) ?? []),
    ...(spamText(name).match(/[a-z0-9\u00c0-\u024f]+/g) ?? []),
  ]),
];

/**
 * The names a feature must not spell: each author's name as one word ("roflcopter2110") or as
 * each pair of adjacent words ("julius nm"), and any word of a name that holds a digit
 * ("andr3wco7"): a handle, not a first name.
 */
export function personalNames(authors: Iterable<string>): { words: Set<string>; pairs: Set<string> } {
  const words = new Set<string>();
  const pairs = new Set<string>();
  for (const author of authors) {
    const parts = author.toLowerCase().match(/[a-z0-9\u00c0-\u024f]+/g) ?? [];
    if (parts.length === 1) for (const w of nameWords(author)) words.add(w);
    for (let i = 0; i + 1 < parts.length; i++) pairs.add(`${parts[i]} ${parts[i + 1]}`);
    for (const p of parts) if (/\d/.test(p) && /[a-z]/.test(p)) words.add(p);
  }
  return { words, pairs };
}

/** Whether a feature name ("w:…", "b:…", "c:…") spells one of `names`. */
export function isPersonalFeature(feature: string, names: { words: Set<string>; pairs: Set<string> }): boolean {
  const body = feature.slice(2);
  if (feature.startsWith("w:")) return names.words.has(body);
  if (feature.startsWith("b:")) return names.pairs.has(body) || body.split(" ").some((w) => names.words.has(w));
  // A letter n-gram is a whole word only when padded on both sides (" ed ").
  if (feature.startsWith("c:")) return body.startsWith(" ") && body.endsWith(" ") && names.words.has(body.trim());
  return false;
}

/** For each feature (meta features aside), how many different writers used it. */
export function writersPerFeature(examples: readonly Example[]): Map<string, number> {
  const seen = new Map<string, Set<string>>();
  for (const e of examples) {
    const writer = writerOf(e);
    for (const f of e.features.keys()) {
      if (f.startsWith("m:")) continue;
      let s = seen.get(f);
      if (s === undefined) seen.set(f, (s = new Set()));
      s.add(writer);
    }
  }
  return new Map([...seen].map(([f, s]) => [f, s.size]));
}

/** The features a model trained on `examples` may hold (see MIN_WRITERS). */
export function allowedFeatures(examples: readonly Example[]): Set<string> {
  const names = personalNames(examples.flatMap((e) => (e.author === undefined ? [] : [e.author])));
  const out = new Set<string>();
  for (const e of examples) for (const f of e.features.keys()) if (f.startsWith("m:")) out.add(f);
  for (const [f, n] of writersPerFeature(examples)) if (n >= MIN_WRITERS && !isPersonalFeature(f, names)) out.add(f);
  return out;
}

/**
 * Elastic-net logistic regression by FISTA. Minimises
 *   mean log-loss + l2/2·|w|² + l1·|w|₁ (the bias is not penalised), over the allowed features.
 */
export function trainSpamModel(examples: readonly Example[], options: TrainOptions, threshold: number): SpamModel {
  const allowed = allowedFeatures(examples);
  const model = fit(examples, options, threshold, allowed);
  if (model.weights.size <= MAX_WEIGHTS) return model;
  const kept = new Set(
    [...model.weights]
      .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]) || (a[0] < b[0] ? -1 : 1))
      .slice(0, MAX_WEIGHTS)
      .map(([f]) => f),
  );
  return fit(examples, options, threshold, kept);
}

function fit(
  examples: readonly Example[],
  options: TrainOptions,
  threshold: number,
  only: ReadonlySet<string> | null,
): SpamModel {
  const index = new Map<string, number>();
  const rows = examples.map((e) => {
    const idx: number[] = [];
    const val: number[] = [];
    for (const [f, v] of e.features) {
      if (only !== null && !only.has(f)) continue;
      let k = index.get(f);
      if (k === undefined) index.set(f, (k = index.size));
      idx.push(k);
      val.push(v);
    }
    return { idx: Int32Array.from(idx), val: Float64Array.from(val), y: e.spam ? 1 : 0 };
  });
  const d = index.size;
  const n = rows.length;
  // Step 1/L, L bounding the gradient's Lipschitz constant: 0.25·max|x|² (+1 for the bias) + l2.
  let maxNorm = 0;
  for (const r of rows)
    maxNorm = Math.max(
      maxNorm,
      r.val.reduce((a, v) => a + v * v, 1),
    );
  const step = 1 / (0.25 * maxNorm + options.l2);
  let w = new Float64Array(d);
  let b = 0;
  let zw = new Float64Array(d); // FISTA look-ahead point
  let zb = 0;
  let t = 1;
  const grad = new Float64Array(d);
  for (let it = 0; it < options.iterations; it++) {
    grad.fill(0);
    let gb = 0;
    for (const r of rows) {
      let z = zb;
      for (let j = 0; j < r.idx.length; j++) z += (zw[r.idx[j] as number] as number) * (r.val[j] as number);
      const err = 1 / (1 + Math.exp(-z)) - r.y;
      gb += err;
      for (let j = 0; j < r.idx.length; j++)
        grad[r.idx[j] as number] = (grad[r.idx[j] as number] as number) + err * (r.val[j] as number);
    }
    const next = new Float64Array(d);
    const shrink = step * options.l1;
    for (let k = 0; k < d; k++) {
      const v = (zw[k] as number) - step * ((grad[k] as number) / n + options.l2 * (zw[k] as number));
      next[k] = v > shrink ? v - shrink : v < -shrink ? v + shrink : 0;
    }
    const nextB = zb - (step * gb) / n;
    const tNext = (1 + Math.sqrt(1 + 4 * t * t)) / 2;
    const mom = (t - 1) / tNext;
    const look = new Float64Array(d);
    for (let k = 0; k < d; k++) look[k] = (next[k] as number) + mom * ((next[k] as number) - (w[k] as number));
    zb = nextB + mom * (nextB - b);
    w = next;
    b = nextB;
    zw = look;
    t = tNext;
  }
  const weights = new Map<string, number>();
  for (const [f, k] of index) {
    // Three decimals are kept in the shipped file; smaller weights change no score that matters.
    if (Math.abs(w[k] as number) >= 0.0005) weights.set(f, w[k] as number);
  }
  return { bias: b, threshold, weights };
}

export type Counts = { tp: number; fp: number; fn: number; tn: number };
export const precision = (c: Counts) => (c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp));
export const recall = (c: Counts) => (c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn));
export const f1 = (c: Counts) => (c.tp === 0 ? 0 : (2 * c.tp) / (2 * c.tp + c.fp + c.fn));

/** The detector's verdict on prepared examples, exactly as detectSpam combines rules and model (rules alone when model is null). */
export function countVerdicts(
  examples: readonly Example[],
  model: SpamModel | null,
  threshold = model?.threshold ?? 1,
): Counts {
  const c: Counts = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (const e of examples) {
    const spam =
      model === null
        ? e.ruleEvidence >= 1
        : spamEvidence(e.ruleEvidence, spamProbabilityOf(model, e.features), threshold, () => e.language, e.guarded) >=
          1;
    if (spam && e.spam) c.tp++;
    else if (spam) c.fp++;
    else if (e.spam) c.fn++;
    else c.tn++;
  }
  return c;
}

export const ITERATIONS = 1500;
/**
 * The settings, kept as they were first chosen (leave-one-video-out on the two sections):
 * this round chose nothing by looking at either section. The threshold stays at 0.7: the dev
 * videos are half spam, a creator's comment section far less, so the model alone must be fairly
 * sure before it hides a comment no rule explains.
 */
export const SETTINGS = { options: { l1: 0.0001, l2: 0.00001, iterations: ITERATIONS }, threshold: 0.7 } as const;

/**
 * Every labelled text the model learns from besides the comment sections: the lines we wrote.
 * MODERN_SHAPES' spam half is left out: the rules catch it, and learning it made the model lean on
 * "free" and "my" (22 more sample-channel comments flagged, bench-spam.ts); the bench scores both
 * halves instead.
 */
export const WRITTEN_LINES: readonly LabelledText[] = [...CREATOR_STYLE, ...MODERN_SHAPES.filter((l) => !l.spam)];

function main() {
  const dev = loadSpamDev();
  if (dev === null) {
    console.error(
      "Development data not found in ../shared/data/youtube-spam-dev or /work/shared/data/youtube-spam-dev.",
    );
    process.exit(1);
  }
  const train = [...prepareExamples(WRITTEN_LINES), ...dev.flatMap((v) => prepareExamples(v.comments))];
  const { l1, l2, iterations } = SETTINGS.options;
  const model = trainSpamModel(train, SETTINGS.options, SETTINGS.threshold);
  const data = serializeSpamModel(model);
  // Shipped as a template literal (real tabs and newlines, no escapes): features are built from
  // letters, digits and apostrophes only, so no backtick, backslash or "${" can appear.
  if (/[`\\]|\$\{/.test(data)) throw new Error("feature names must not contain backticks, backslashes or ${");
  const source = [
    "// Generated by `npx tsx scripts/train-spam-model.ts` from the YouTube Spam Collection",
    "// (Alberto, Lochter & Almeida, ICMLA 2015; CC BY 4.0) and lines written for the script: do not",
    "// edit by hand. One line per feature: name, tab, weight (see spam-model.ts). Every feature is",
    `// seen from ${MIN_WRITERS}+ writers and spells no author's name or handle.`,
    `export const SPAM_MODEL_SETTINGS = { l1: ${l1}, l2: ${l2}, iterations: ${iterations}, threshold: ${SETTINGS.threshold} } as const;`,
    "",
    `export const SPAM_MODEL_DATA = \`${data}\`;`,
    "",
  ].join("\n");
  writeFileSync(WEIGHTS_FILE, source);
  console.log(
    `Wrote ${model.weights.size} weights (${(source.length / 1024).toFixed(1)} KB, ${(gzipSync(source).length / 1024).toFixed(1)} KB gzipped) to ${WEIGHTS_FILE}`,
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
