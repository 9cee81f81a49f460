import { IdFactory, thumbnailUrl } from "~/dev/sample-world/ids";
import { Random } from "~/dev/sample-world/random";
import type { ChannelDataset, VideoRecord, VideoStatsSnapshot } from "~/features/channel-data/index";

// Channels outside the sample's tech niche, so that each of the Content Analyzer's example chips
// (AI productivity tools, React tutorials, Fitness for beginners, Cooking healthy meals,
// Photography tips) finds a market in the offline fake: four fictional channels per topic, of
// very different sizes, 32-40 uploads each over the last two years (the newest within the last
// three weeks), each upload on one of the topic's sub-topics so that the analysis has topics to
// separate, with views that grow with age and a statistics snapshot a week after publishing and
// one at the anchor. Every video's tags and description carry its topic's words, so a search for
// the chip's text matches it as YouTube's would. Deterministic: a seeded generator, times counted
// back from the sample's anchor; ships only with the fake.

const DAY = 86_400_000;
/** How far back uploads go, in days. */
const SPAN_DAYS = 720;

type Subtopic = { subjects: string[]; tags: string[]; /** Views relative to the channel's median. */ pull: number };
type ChannelSpec = {
  title: string;
  handle: string;
  country: string;
  subscribers: number;
  medianViews: number;
  uploads: number;
  focus: number[];
};
type Topic = { tags: string[]; blurb: string; categoryId: string; subtopics: Subtopic[]; channels: ChannelSpec[] };

/** Title patterns every niche uses; {s} is the sub-topic's subject, {n} a number. */
const TEMPLATES = [
  "{s} for Complete Beginners",
  "{n} {s} Mistakes to Avoid",
  "The Only {s} Guide You Need",
  "I Tried {s} for 30 Days",
  "{s} in Under 10 Minutes",
  "{s}: What Nobody Tells You",
  "{n} {s} Tips From a Pro",
  "Stop Doing This With {s}",
  "{s} Explained",
  "{s} on a Budget",
  "Is {s} Worth It in 2026?",
  "Everything I Know About {s}",
  "{s} Questions, Answered",
  "Why Your {s} Isn't Working",
  "{s} the Easy Way",
  "{n} Rules for Better {s}",
];

const TOPICS: readonly Topic[] = [
  {
    tags: ["ai productivity tools", "ai tools", "productivity"],
    blurb: "AI productivity tools that save real time at work, tested on a normal week.",
    categoryId: "28",
    subtopics: [
      { subjects: ["AI Email Assistants", "AI Email Assistant"], tags: ["ai email", "inbox zero"], pull: 1.4 },
      { subjects: ["AI Note Taking", "AI Note Taking Apps"], tags: ["ai notes", "meeting notes"], pull: 1 },
      { subjects: ["ChatGPT Prompts", "ChatGPT Prompts for Work"], tags: ["chatgpt", "prompts"], pull: 2.2 },
      { subjects: ["AI Calendar Planning", "AI Scheduling Assistants"], tags: ["calendar", "scheduling"], pull: 0.7 },
      { subjects: ["AI Writing Tools", "AI Writing Assistants"], tags: ["ai writing", "copywriting"], pull: 1.1 },
    ],
    channels: [
      {
        title: "Workflow Wizard",
        handle: "workflowwizard-fake",
        country: "US",
        subscribers: 1_240_000,
        medianViews: 160_000,
        uploads: 40,
        focus: [2, 1, 3, 1, 2],
      },
      {
        title: "Prompt and Done",
        handle: "promptanddone-fake",
        country: "GB",
        subscribers: 286_000,
        medianViews: 42_000,
        uploads: 36,
        focus: [1, 1, 4, 0, 2],
      },
      {
        title: "Focus Stack",
        handle: "focusstack-fake",
        country: "CA",
        subscribers: 64_000,
        medianViews: 11_000,
        uploads: 34,
        focus: [2, 3, 0, 3, 1],
      },
      {
        title: "Ops with Omar",
        handle: "opswithomar-fake",
        country: "AE",
        subscribers: 7_900,
        medianViews: 2_600,
        uploads: 32,
        focus: [3, 1, 1, 1, 0],
      },
    ],
  },
  {
    tags: ["react tutorials", "react", "javascript", "web development"],
    blurb: "React tutorials for developers who want to ship real apps, step by step.",
    categoryId: "27",
    subtopics: [
      { subjects: ["React Hooks", "Custom React Hooks"], tags: ["react hooks", "useeffect"], pull: 1.5 },
      {
        subjects: ["Next.js App Router", "Next.js Server Components"],
        tags: ["nextjs", "server components"],
        pull: 1.8,
      },
      { subjects: ["React State Management", "Redux Toolkit"], tags: ["state management", "redux"], pull: 1 },
      { subjects: ["React Forms", "React Hook Form"], tags: ["forms", "validation"], pull: 0.6 },
      { subjects: ["React Testing Library", "Testing React Components"], tags: ["testing", "jest"], pull: 0.8 },
    ],
    channels: [
      {
        title: "Code with Kai",
        handle: "codewithkai-fake",
        country: "US",
        subscribers: 910_000,
        medianViews: 95_000,
        uploads: 40,
        focus: [3, 2, 2, 1, 1],
      },
      {
        title: "Frontend Friday",
        handle: "frontendfriday-fake",
        country: "DE",
        subscribers: 212_000,
        medianViews: 26_000,
        uploads: 36,
        focus: [1, 3, 1, 1, 2],
      },
      {
        title: "Hooked on Components",
        handle: "hookedoncomponents-fake",
        country: "IN",
        subscribers: 58_000,
        medianViews: 9_000,
        uploads: 34,
        focus: [2, 0, 3, 2, 1],
      },
      {
        title: "Tiny Bundle",
        handle: "tinybundle-fake",
        country: "NL",
        subscribers: 6_400,
        medianViews: 1_900,
        uploads: 32,
        focus: [1, 1, 0, 3, 3],
      },
    ],
  },
  {
    tags: ["fitness for beginners", "beginner workout", "fitness"],
    blurb: "Fitness for beginners: short, honest workouts for people starting from zero.",
    categoryId: "17",
    subtopics: [
      {
        subjects: ["Home Workout", "No Equipment Home Workout", "Quiet Home Workout"],
        tags: ["home workout", "no equipment"],
        pull: 1.6,
      },
      {
        subjects: ["Dumbbell Workout", "Dumbbell Strength Training"],
        tags: ["dumbbells", "strength training"],
        pull: 1,
      },
      { subjects: ["Walking Workout", "Indoor Walking Workout"], tags: ["walking", "low impact"], pull: 2 },
      { subjects: ["Beginner Stretching", "Morning Stretching Routine"], tags: ["stretching", "mobility"], pull: 0.8 },
      {
        subjects: ["Resistance Band Workout", "Resistance Band Training"],
        tags: ["resistance bands", "strength"],
        pull: 0.7,
      },
    ],
    channels: [
      {
        title: "Start Strong Fitness",
        handle: "startstrong-fake",
        country: "US",
        subscribers: 1_580_000,
        medianViews: 210_000,
        uploads: 40,
        focus: [3, 2, 2, 1, 1],
      },
      {
        title: "Coach Mara Moves",
        handle: "coachmaramoves-fake",
        country: "AU",
        subscribers: 340_000,
        medianViews: 48_000,
        uploads: 38,
        focus: [2, 1, 3, 2, 0],
      },
      {
        title: "Sixty Plus Strength",
        handle: "sixtyplusstrength-fake",
        country: "GB",
        subscribers: 72_000,
        medianViews: 14_000,
        uploads: 34,
        focus: [1, 2, 1, 3, 1],
      },
      {
        title: "Couch to Kettlebell",
        handle: "couchtokettlebell-fake",
        country: "IE",
        subscribers: 5_200,
        medianViews: 1_500,
        uploads: 32,
        focus: [1, 3, 0, 1, 3],
      },
    ],
  },
  {
    tags: ["cooking healthy meals", "healthy cooking", "healthy meals", "recipes"],
    blurb: "Cooking healthy meals for busy weeks: simple recipes with real ingredients.",
    categoryId: "26",
    subtopics: [
      {
        subjects: ["Meal Prep", "Sunday Meal Prep", "High Protein Meal Prep"],
        tags: ["meal prep", "batch cooking"],
        pull: 1.7,
      },
      { subjects: ["Air Fryer Recipes", "Air Fryer Dinners"], tags: ["air fryer", "quick dinners"], pull: 2.1 },
      { subjects: ["Sheet Pan Dinners", "Sheet Pan Chicken"], tags: ["one pan", "weeknight dinner"], pull: 1 },
      { subjects: ["Breakfast Ideas", "Overnight Oats"], tags: ["breakfast", "oats"], pull: 0.8 },
      { subjects: ["Budget Meals", "Cheap Family Meals"], tags: ["budget cooking", "cheap meals"], pull: 1.2 },
    ],
    channels: [
      {
        title: "Lean Kitchen Lab",
        handle: "leankitchenlab-fake",
        country: "US",
        subscribers: 1_120_000,
        medianViews: 140_000,
        uploads: 40,
        focus: [3, 2, 1, 2, 1],
      },
      {
        title: "Mama Pea Cooks",
        handle: "mamapeacooks-fake",
        country: "GB",
        subscribers: 265_000,
        medianViews: 38_000,
        uploads: 36,
        focus: [1, 1, 3, 2, 2],
      },
      {
        title: "Dinner in Twenty",
        handle: "dinnerintwenty-fake",
        country: "CA",
        subscribers: 49_000,
        medianViews: 8_500,
        uploads: 34,
        focus: [1, 3, 2, 0, 1],
      },
      {
        title: "Green Pantry Diaries",
        handle: "greenpantry-fake",
        country: "NZ",
        subscribers: 4_800,
        medianViews: 1_300,
        uploads: 32,
        focus: [2, 0, 1, 1, 3],
      },
    ],
  },
  {
    tags: ["photography tips", "photography", "camera"],
    blurb: "Photography tips that make your next photo better, whatever camera you carry.",
    categoryId: "22",
    subtopics: [
      { subjects: ["Portrait Lighting", "Natural Light Portraits"], tags: ["portraits", "natural light"], pull: 1.3 },
      { subjects: ["Street Photography"], tags: ["street", "candid"], pull: 1 },
      { subjects: ["Phone Photography", "iPhone Photography"], tags: ["smartphone", "mobile photography"], pull: 2.3 },
      { subjects: ["Lightroom Editing", "Lightroom Presets"], tags: ["lightroom", "photo editing"], pull: 1.1 },
      { subjects: ["Composition Rules", "Rule of Thirds"], tags: ["composition", "framing"], pull: 0.7 },
    ],
    channels: [
      {
        title: "Frame by Frame Photo",
        handle: "framebyframe-fake",
        country: "US",
        subscribers: 870_000,
        medianViews: 110_000,
        uploads: 40,
        focus: [2, 2, 1, 3, 2],
      },
      {
        title: "Golden Hour Guide",
        handle: "goldenhourguide-fake",
        country: "ES",
        subscribers: 198_000,
        medianViews: 27_000,
        uploads: 36,
        focus: [3, 1, 1, 2, 1],
      },
      {
        title: "Shutter School",
        handle: "shutterschool-fake",
        country: "JP",
        subscribers: 61_000,
        medianViews: 9_500,
        uploads: 34,
        focus: [1, 3, 0, 1, 3],
      },
      {
        title: "Pocket Lens",
        handle: "pocketlens-fake",
        country: "BR",
        subscribers: 9_100,
        medianViews: 3_400,
        uploads: 32,
        focus: [0, 1, 4, 1, 0],
      },
    ],
  },
];

export function fakeMarketChannels(generatedAt: string): ChannelDataset[] {
  const nowMs = Date.parse(generatedAt);
  const rng = new Random(20261123, "fake-market-channels");
  const ids = new IdFactory(rng.fork("ids"));
  return TOPICS.flatMap((topic) =>
    topic.channels.map((spec) => marketChannel(topic, spec, nowMs, rng.fork(spec.handle), ids)),
  );
}

/** Views a video has `ageDays` after publishing, of the `eventual` it settles at (most come in its first months). */
function viewsAt(eventual: number, ageDays: number): number {
  return Math.round(eventual * (1 - Math.exp(-Math.max(0, ageDays) / 45)));
}

function marketChannel(topic: Topic, spec: ChannelSpec, nowMs: number, rng: Random, ids: IdFactory): ChannelDataset {
  const channelId = ids.channel();
  const videos: VideoRecord[] = [];
  const snapshots: VideoStatsSnapshot[] = [];
  // Ages spread over two years, the newest three within the last three weeks.
  const ages = Array.from({ length: spec.uploads }, (_, i) =>
    i < 3 ? 2 + i * 6 + rng.int(0, 4) : rng.int(21, SPAN_DAYS),
  ).sort((a, b) => a - b);
  const subtopicIndices = topic.subtopics.map((_, i) => i);
  ages.forEach((ageDays, i) => {
    const youtubeId = ids.video();
    const sub = topic.subtopics[rng.weighted(subtopicIndices, spec.focus)]!;
    const subject = rng.pick(sub.subjects);
    const title = rng
      .pick(TEMPLATES)
      .replace("{s}", subject)
      .replace("{n}", String(rng.pick([3, 5, 7, 10])));
    const isShort = i % 9 === 4;
    const publishedMs = nowMs - ageDays * DAY - rng.int(0, 20) * 3_600_000;
    videos.push({
      youtubeId,
      channelYoutubeId: channelId,
      title: isShort ? `${subject} in 60 seconds #shorts` : title,
      description: `${subject}, the way ${spec.title} does it. ${topic.blurb}\n\nNew videos every week.`,
      tags: [...topic.tags, ...sub.tags, subject.toLowerCase()],
      publishedAt: new Date(publishedMs).toISOString(),
      durationSeconds: isShort ? rng.int(25, 59) : rng.int(240, 1_500),
      categoryId: topic.categoryId,
      thumbnailUrl: thumbnailUrl(youtubeId),
      isShort,
    });
    const eventual = spec.medianViews * sub.pull * rng.lognormal(0, 0.7);
    const likeRate = rng.float(0.015, 0.06);
    const commentRate = rng.float(0.0008, 0.004);
    const snapshot = (atAge: number): VideoStatsSnapshot => {
      const views = viewsAt(eventual, atAge);
      return {
        videoYoutubeId: youtubeId,
        capturedAt: new Date(publishedMs + atAge * DAY).toISOString(),
        viewCount: views,
        likeCount: Math.round(views * likeRate),
        commentCount: Math.round(views * commentRate),
      };
    };
    if (ageDays > 7) snapshots.push(snapshot(7));
    snapshots.push({ ...snapshot(ageDays), capturedAt: new Date(nowMs).toISOString() });
  });
  const latestViews = snapshots
    .filter((s) => s.capturedAt === new Date(nowMs).toISOString())
    .reduce((sum, s) => sum + s.viewCount, 0);
  return {
    channel: {
      youtubeId: channelId,
      title: spec.title,
      handle: spec.handle,
      description: `${topic.blurb} A fictional channel of Vidwise's offline YouTube fake.`,
      country: spec.country,
      publishedAt: new Date(nowMs - (SPAN_DAYS + 400) * DAY).toISOString(),
      thumbnailUrl: null,
      subscriberCount: spec.subscribers,
      viewCount: latestViews,
      videoCount: spec.uploads,
      uploadsPlaylistId: `UU${channelId.slice(2)}`,
    },
    videos,
    snapshots,
    comments: [],
    videoAnalytics: [],
    dailyAnalytics: [],
  };
}
