// What viewers write. Templates take slots filled per video ({item}, {product}, {ts} for a
// timestamp inside the video, {theme} for a requested topic...). The banks are deliberately
// varied in wording so that sentiment and intent have to be inferred, not string-matched.

export const PRAISE = [
  "Great video!",
  "This was super helpful, thank you!",
  "Best explanation of {items} I've found on YouTube",
  "Finally someone who explains {items} without the fluff",
  "Your videos keep getting better and better",
  "Been here since {subs} subs, so happy to see the channel grow",
  "Just ordered the {product} because of this video 😅",
  "The editing on this one is so clean",
  "Underrated channel honestly",
  "Straight to the point, love it",
  "This helped me pick {aitem}, thank you!!",
  "Love how honest you are about the {product}",
  "Not bad at all, I expected way worse from the {product}",
  "I didn't expect to like the {product} this much",
  "Perfect timing, I was literally about to buy {aitem}",
  "Your {item} videos are always the most useful",
  "Subscribed after this one",
  "This deserves way more views",
  "Saved me so much money, thanks {host}",
  "Clear, calm and useful. Rare combo on tech YouTube",
  "I always learn something from your videos",
  "Watched the whole thing without skipping, that says a lot",
  "Thank you for not making this 40 minutes of filler",
  "As a beginner this was really easy to follow",
  "Really well researched, you can tell you actually used the {product}",
  "Honestly the most useful channel in this space",
  "You never miss",
  "Can't believe this is free",
  "No nonsense, no hype. Just good info 👌",
  "Bought the {productB} instead after watching and it's perfect for me",
  "I was skeptical about {items} but you changed my mind",
  "Love the new set!",
  "This channel is so wholesome",
  "Can't wait to try this out",
];

export const NEUTRAL = [
  "I have the {product} and honestly it's fine for me",
  "Mine arrives tomorrow, will report back",
  "Watching this on my {product} lol",
  "Prices in my country are almost double 😭",
  "the {productB} is on sale right now btw",
  "I went with the {productB} in the end",
  "Interesting, I had the opposite experience with the {product}",
  "My {item} broke after 2 years so here I am",
  "Depends on your budget really",
  "For anyone wondering, the {product} is cheaper in stores than online right now",
  "I use {product} at work and {productB} at home",
  "saving this for later",
  "anyone else watching at 2am?",
  "Good points, though I'd still go for the {productB}",
  "Who else is here in {year}?",
  "I switched from the {productB} to the {product} last month, no regrets so far",
  "Hmm, not sure about this one",
  "my {item} setup is the exact opposite of this 😂",
];

export const JOKES = [
  "first",
  "early gang 🙌",
  "😂😂😂",
  "the cat at {ts} 😂",
  "the algorithm brought me here and I'm not mad",
  "my wallet is crying",
  '"budget" 💀',
  "lol",
  "🔥🔥🔥",
  "notification squad where you at",
  "here before it blows up",
  "me watching this with zero money to spend:",
  "{host} really said 'cheap' with a straight face 😂",
];

export const TIMESTAMPS = [
  "{ts} that transition was so smooth",
  "{ts} 😂😂",
  "{ts} is the part I needed, thanks",
  "the tip at {ts} is gold",
  "{ts} wait what",
  "{ts} for anyone who just wants the verdict",
  "{ts} this is exactly what I was looking for",
  "{ts} and {ts2} are the key parts imo",
];

export const QUESTIONS = [
  "what mic is that?",
  "what camera do you film with?",
  "what's the desk you're using?",
  "where do you get your background music?",
  "what editing software do you use?",
  "is the {product} still worth it in {year}?",
  "which one would you recommend for a beginner?",
  "does this work on Mac?",
  "what's the keyboard at {ts}?",
  "link to the {item} you showed at {ts}?",
  "would you still buy the {product} today?",
  "is there a cheaper alternative to the {product}?",
  "how long have you been using the {product}?",
  "{product} or {productB} for someone on a tight budget?",
];

/** Requests concentrate on a few themes (weights), with a long tail of one-offs. */
export const REQUEST_THEMES: readonly { theme: string; weight: number; phrasings: string[] }[] = [
  {
    theme: "home server",
    weight: 0.32,
    phrasings: [
      "a home server",
      "a NAS setup",
      "a homelab build",
      "self-hosting on a home server",
      "a beginner NAS guide",
      "a home server for Plex",
    ],
  },
  {
    theme: "mechanical keyboards",
    weight: 0.22,
    phrasings: [
      "mechanical keyboards",
      "a budget mechanical keyboard",
      "keyboard switches for typing",
      "the best mechanical keyboard for work",
    ],
  },
  {
    theme: "linux",
    weight: 0.16,
    phrasings: ["Linux for beginners", "switching to Linux", "a Linux desktop setup", "Linux on an old laptop"],
  },
  { theme: "e-readers", weight: 0.035, phrasings: ["e-readers"] },
  { theme: "smartwatches", weight: 0.035, phrasings: ["smartwatches"] },
  { theme: "vr headsets", weight: 0.03, phrasings: ["VR headsets"] },
  { theme: "note-taking tablets", weight: 0.035, phrasings: ["tablets for note taking"] },
  { theme: "3d printers", weight: 0.03, phrasings: ["3D printers"] },
  { theme: "portable monitors", weight: 0.035, phrasings: ["portable monitors"] },
  { theme: "headphones", weight: 0.035, phrasings: ["noise cancelling headphones"] },
  { theme: "routers", weight: 0.035, phrasings: ["routers and Wi-Fi"] },
];

export const TOPIC_REQUESTS = [
  "can you make a video on {theme}?",
  "please do {theme} next!!",
  "would love to see you cover {theme}",
  "pls make a video about {theme} 🙏",
  "any chance of a video about {theme}?",
  "{theme} video when? 👀",
  "I'd pay for a full guide on {theme}",
  "next video idea: {theme}",
  "you should really do a video on {theme}",
];

export const PART_TWO_REQUESTS = [
  "please do a part 2!!",
  "part 2 please 🙏",
  "need a follow-up on this",
  "when is the next part coming?",
  "Part {next} when??",
  "more of this series please",
];

export const COMPARISON_REQUESTS = [
  "do a comparison of {product} vs {productB} next",
  "{product} vs {productB} next please!",
  "can you compare this to the {productB}?",
];

/** Complaints by kind: whole sentences, and clauses for "great video but ..." contrasts. */
export const COMPLAINTS: Record<string, { full: string[]; clause: string[] }> = {
  audio: {
    full: [
      "the audio is really echoey in this one",
      "why does the audio sound like it was recorded in a bathroom",
      "audio is rough this time, did you change mics?",
      "couldn't finish it, the audio hurts my ears",
      "is it just me or is the audio muffled?",
      "please fix the audio, your older videos sounded way better",
      "the mic keeps clipping when you get excited lol",
    ],
    clause: [
      "the audio is kinda echoey",
      "the audio quality dropped a lot",
      "the mic sounds off",
      "the sound is muffled",
    ],
  },
  length: {
    full: [
      "this could've been 8 minutes",
      "way too long, get to the point",
      "{minutes} minutes for this? 💀",
      "the intro is way too long",
      "skip to {ts}, you're welcome",
    ],
    clause: ["it's way too long", "the intro drags on forever", "it could be half as long"],
  },
  sponsor: {
    full: [
      "the sponsor segment is longer than the actual review",
      "skip the ad: {ts}",
      "another {sponsor} ad 🙄",
      "how is every video sponsored now",
      "the ad read is right in the middle of the best part",
    ],
    clause: ["the sponsor read was way too long", "another {sponsor} ad... really?"],
  },
  clickbait: {
    full: [
      "clickbait title, you never actually explain it",
      "the title is misleading tbh",
      "thumbnail has nothing to do with the video",
      "so what was the big secret? 🙄",
      "unsubscribed, this clickbait is getting old",
    ],
    clause: ["the title is pure clickbait", "the thumbnail is misleading"],
  },
  outdated: {
    full: [
      "prices are already wrong, the {product} went up $100",
      "this is outdated already",
      "the {product} has been discontinued fyi",
    ],
    clause: ["some of the prices are outdated"],
  },
  pacing: {
    full: [
      "you talk way too fast",
      "background music is too loud, couldn't hear you",
      "too many jump cuts, it's exhausting",
      "the music is distracting",
    ],
    clause: ["the background music is too loud", "you talk a bit too fast"],
  },
  bias: {
    full: [
      "feels like an ad tbh",
      "you're clearly biased toward the {product}",
      "did they pay you for this? be honest",
      "not a fair comparison at all",
    ],
    clause: ["it feels kinda biased"],
  },
  unhelpful: {
    full: [
      "this didn't help at all, still can't get my {item} to work",
      "doesn't work anymore, the menu at {ts} is gone",
      "didn't answer the actual question",
      "followed every step and it still doesn't work",
    ],
    clause: ["it didn't really help me", "the steps at {ts} don't work anymore"],
  },
};

export const CONTRAST_OPENERS = [
  "great video but",
  "love your content but",
  "good info but",
  "nice review but",
  "helpful as always, but",
  "not gonna lie,",
  "ok video but",
];

export const WELCOME_BACK = [
  "welcome back!!",
  "glad you're back, take care of yourself ❤️",
  "missed your uploads!",
  "YOU'RE BACK 🎉",
  "take all the time you need, we'll be here",
  "so good to see a new upload from you",
];

/** Non-English comments; "tone" only keeps the mix of sentiments realistic. */
export const FOREIGN: readonly { lang: string; text: string }[] = [
  { lang: "es", text: "Excelente video, muy útil 👍" },
  { lang: "es", text: "¿Qué micrófono usas?" },
  { lang: "es", text: "Muy buen contenido, saludos desde México" },
  { lang: "es", text: "El audio está muy mal en este video" },
  { lang: "es", text: "¿Podrías hacer un video sobre servidores caseros?" },
  { lang: "es", text: "No me convenció, demasiado caro para lo que ofrece" },
  { lang: "pt", text: "Muito bom, parabéns pelo conteúdo!" },
  { lang: "pt", text: "Alguém do Brasil? 🇧🇷" },
  { lang: "pt", text: "Faz um vídeo sobre teclados mecânicos por favor" },
  { lang: "pt", text: "Vídeo muito longo, mas útil" },
  { lang: "de", text: "Super Video, danke!" },
  { lang: "de", text: "Endlich mal ein ehrliches Review" },
  { lang: "de", text: "Der Ton ist leider ziemlich schlecht" },
  { lang: "de", text: "Gibt es das auch in Deutschland?" },
  { lang: "hi", text: "Bhai bahut badhiya video hai 🔥" },
  { lang: "hi", text: "Bhai audio thoda kharab hai" },
  { lang: "hi", text: "Sir please Hindi me bhi video banao" },
  { lang: "hi", text: "Kya ye India me milta hai?" },
  { lang: "hi", text: "Mast explain kiya bhai" },
  { lang: "fr", text: "Merci pour la vidéo, très clair" },
  { lang: "fr", text: "Trop de pubs dans cette vidéo" },
  { lang: "id", text: "Mantap bang, sangat membantu" },
  { lang: "id", text: "Spill harga di Indonesia dong" },
  { lang: "it", text: "Video utilissimo, grazie!" },
  { lang: "tr", text: "Harika video, teşekkürler" },
];

export const SELF_PROMO = [
  "Check out my channel for more tech tips!!",
  "I make videos like this too, would mean a lot if you checked them out 🙏",
  "new tech channel here, any support appreciated ❤️",
  "I reviewed the {product} on my channel, come see 👀",
  "Great vid! I just uploaded a similar one, go check it out",
  "Full setup breakdown on my channel: https://videos.example/pixelnook",
];

export const SUB4SUB = [
  "sub for sub? I'll sub back instantly",
  "sub4sub anyone?? 🔔",
  "subscribe to me and I'll subscribe back, promise 🙏",
  "Road to 1k subs, help me out!",
];

export const SCAMS = [
  "Congratulations 🎉 you've been selected for our monthly giveaway! Message us on Telegram 👉 {scammer}",
  "Thanks for watching!! You won a {product}, claim it here: https://claim-prize.example/nw",
  "I made $4,200 this week following Mrs. Evelyn Grant's trading signals, she's the best 🙏",
  "Earn $500/day from home 💸 DM me on WhatsApp",
];

export const SCAM_REPLIES = [
  "She is legit! I got my profit yesterday",
  "Mrs. Evelyn Grant changed my life 🙏🙏",
  "Can confirm, I received my prize 🎁",
];

/** Posted word for word, again and again, by the same bot accounts. */
export const BOT_LINES = [
  "This is the best video on YouTube fr fr 🔥🔥🔥",
  "Hey! I'm a tech enthusiast too, check my profile 💯",
  "The algorithm is finally blessing me 😭🙏",
];

export const CREATOR_REPLIES: Record<"question" | "complaint" | "request" | "praise", string[]> = {
  question: [
    "Great question! It's the {product}, it's linked in the description",
    "It's in the gear list in the description!",
    "Yes, works the same on Mac and Windows",
    "Good question, I'll cover that in a follow-up",
  ],
  complaint: [
    "Sorry about that, fixed in the next one",
    "Fair point, thanks for the honest feedback",
    "Noted! Working on it",
  ],
  request: ["Noted, it's on the list!", "Funny you ask, I'm working on one 👀", "Great idea, adding it to the list"],
  praise: ["Thanks so much for watching!", "Appreciate it! 🙌", "That means a lot, thank you!", "Glad it helped!"],
};

export const VIEWER_REPLIES: Record<"agree" | "answer" | "disagree" | "joke", string[]> = {
  agree: ["agreed", "this ^", "same here", "100%", "facts", "came here to say this", "exactly what I was thinking"],
  answer: [
    "it's the {product} I think",
    "check the description, it's linked",
    "pretty sure it's in the gear list",
    "he says it at {ts}",
    "yes it works, I use it on mine",
  ],
  disagree: [
    "nah it's fine for me",
    "disagree, I liked the {product}",
    "skill issue tbh 😅",
    "the video literally explains it at {ts}",
    "sounds fine on my end",
  ],
  joke: ["😂😂", "lmao", "💀", "this comment is underrated"],
};

export const SCAM_WARNINGS = [
  "this is a scam, don't click",
  "reported. scam bot",
  "bots are everywhere today 🙄",
  "don't fall for this, it's fake",
];

/** The creator's own top-level comment, posted (and usually pinned) right after publishing. */
export const CREATOR_TOP = [
  "Which one would you pick? Let me know 👇",
  "Thanks for watching! What should I cover next?",
  "Gear list is in the description. Questions welcome!",
  "Correction: the {product} is now cheaper than what I say at {ts}",
];
