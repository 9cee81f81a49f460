// A third set of training phrasings for the Ask Vidwise router (scripts/train-ask-router.ts): the
// shapes creators asked in tries on real channels that the router sent to the wrong tool. "How do
// I get more views" went to RPM (its phrasings say "more" and "views" too) and "which of my videos
// did best this month" to "not sure". Growth questions go to the ideas (what to make next is what
// Vidwise can say about growing); a recent upload's standing to the latest uploads' tracking; what
// viewers think of a video to comment sentiment. Written by one of us who had read one held-back
// line by accident ("What competitor video did best this month?", a competitors question), which no
// phrasing here copies. Never imported by product code.
import type { RouterClass } from "../../../app/features/ask-vidwise/engine/router-classes";

export const GROWTH_TRAINING_PHRASINGS: Partial<Record<RouterClass, readonly string[]>> = {
  "next-video": [
    "how do i get more views",
    "how can I get more views on my videos",
    "how do I get more subscribers",
    "what should I do to gain subscribers faster",
    "how do I grow my channel",
    "how can my channel grow quicker",
    "tips to get more views on youtube for my channel",
    "what would bring me more viewers",
    "how do i blow up on youtube",
    "I want more subs, what should I make",
    "my views are stuck, what do I post to get more",
    "how to get more people watching my stuff",
    "what can I do to grow faster this year",
    "help me reach more viewers with my next uploads",
    "how do I get to 10k subscribers",
    "how do i get my videos seen by more people",
    "give me tips for growing",
    "how do I get my view count up",
    "what's the best way to get more views per video",
    "ways to get my channel more views",
  ],
  forecast: [
    "Which of my videos did best this month?",
    "what was my best upload lately",
    "which of my recent videos is doing the best",
    "which recent upload is doing worst",
    "how many views did my last video get",
    "how many views does my newest upload have",
    "what's my top video of the last 30 days",
    "rank my uploads from this month",
    "which of this month's videos beat my usual",
    "best performing video in the last few weeks?",
    "how did my videos this month do",
    "which new video is behind my norm",
  ],
  sentiment: [
    "what do my viewers think of my last video",
    "did people like my latest upload",
    "how did viewers react to my newest video",
    "are the comments on my last video positive",
    "what's the mood in the comments on my recent videos",
    "do my viewers like my videos",
    "is the feedback on my last upload good or bad",
    "how are people reacting to my content lately",
    "are viewers happy with my recent videos",
    "what is the vibe in my comment section",
  ],
};
