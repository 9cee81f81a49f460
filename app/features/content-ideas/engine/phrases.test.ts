import { describe, expect, it } from "vitest";
import { titleCase } from "./terms";
import {
  isSaid,
  ownNameWords,
  writtenWords,
  acronymBrandSegments,
  boilerplateSegments,
  channelTagSet,
  displayPhrase,
  readsAsFragment,
  requestPhrase,
  showLabelSegments,
  spellingsOf,
  titleKey,
  titleSegments,
  videoTopicPhrase,
  listItemSegments,
  matchSegments,
} from "./phrases";

describe("a requested topic, cut to what it names", () => {
  it("drops the words that point at the video and keeps a whole phrase", () => {
    // The phrase behind "Comparison Videos Between These and the Take Down".
    expect(requestPhrase("comparison videos between these and the take down")).toBe("take down");
    expect(requestPhrase("a home server for my plex")).toBe("home server");
    expect(requestPhrase("the best budget nas")).toBe("best budget nas");
  });

  it("gives nothing when no part names a topic", () => {
    expect(requestPhrase("more of these")).toBeNull();
    expect(requestPhrase("this one")).toBeNull();
    expect(requestPhrase("can you check my")).toBeNull();
  });

  it("trims function words of the other languages at the ends", () => {
    expect(requestPhrase("los servidores caseros de")).toBe("servidores caseros");
  });
});

describe("a video title's topic phrase", () => {
  const amelia = [
    "SO MANY NEW CLOTHES! | Amelia Liana",
    "My Handbag Collection 2017 | Amelia Liana",
    "CHANGING MY HAIR! | Amelia Liana",
    "Autumn Fashion Haul - £35 Highstreet & Luxury",
  ];

  it("splits at “//” and leaves emoji out of a part", () => {
    expect(titleSegments("Why I Don't Sound Deaf  // International Week of the Deaf [CC]")).toEqual([
      "Why I Don't Sound Deaf",
      "International Week of the Deaf",
      "CC",
    ]);
    expect(titleSegments("Plans, Piercings & The Paranormal ☕️ Q&A")).toEqual([
      "Plans",
      "Piercings & The Paranormal Q&A",
    ]);
    expect(videoTopicPhrase({ title: "EXPOSING WHAT MY SCHOOL WAS LIKE", tags: [] }, new Set())).toBe(
      "EXPOSING WHAT MY SCHOOL WAS LIKE",
    );
  });

  it("takes the tag the others extend as a teasing title's topic, not its longest angle", () => {
    // A real family vlog's tags (on the YouTube stand-in): the title names no topic.
    const tags = ["the worst happened", "chinese relatives", "chinese relatives savage", "chinese relatives blunt"];
    expect(
      videoTopicPhrase({ title: "The WORST Happened...", tags: [...tags, "bubzvlogz", "daily vlogs"] }, new Set()),
    ).toBe("chinese relatives");
  });

  it("splits at separators but keeps “&”, “8+” and “Q&A” inside a part", () => {
    expect(titleSegments("Autumn Fashion Haul - £35 Highstreet & Luxury")).toEqual([
      "Autumn Fashion Haul",
      "£35 Highstreet & Luxury",
    ]);
    expect(titleSegments("SURPRISING MY GIRLFRIEND WITH IPHONE 8+")).toEqual([
      "SURPRISING MY GIRLFRIEND WITH IPHONE 8+",
    ]);
    expect(titleSegments("MY 24TH BIRTHDAY! *Treasure Hunt*")).toEqual(["MY 24TH BIRTHDAY", "Treasure Hunt"]);
  });

  it("leaves out the channel's name and its recurring labels", () => {
    const boilerplate = boilerplateSegments(amelia, "Amelia Liana");
    expect(videoTopicPhrase({ title: amelia[1]!, tags: [] }, boilerplate)).toBe("Handbag Collection");
    expect(videoTopicPhrase({ title: "Sleepover At Zoe's | Tanya Burr", tags: [] }, new Set(["tanya burr"]))).toBe(
      "Sleepover At Zoe's",
    );
  });

  it("reads a music title's parts: “ _ ” splits, and credits and labels are never the topic", () => {
    expect(titleSegments("[M/V] SEVENTEEN(세븐틴) _ SVT PERFORMANCE TEAM - '13월의 춤'")).toEqual([
      "M/V",
      "SEVENTEEN",
      "세븐틴",
      "SVT PERFORMANCE TEAM",
      "13월의 춤",
    ]);
    const youngThug = "Young Thug - Relationship (feat. Future) [Official Music Video]";
    expect(videoTopicPhrase({ title: youngThug, tags: [] }, new Set(["young thug"]), new Set(), "Young Thug")).toBe(
      "Relationship",
    );
    // A credit inside a part is cut off with what it credits.
    expect(
      videoTopicPhrase({ title: "Ty Dolla $ign - Ex ft. YG [Official Audio]", tags: [] }, new Set(["ty dolla ign"])),
    ).toBe("Ex");
    expect(videoTopicPhrase({ title: "Launch Trailer | Official Trailer", tags: [] }, new Set())).toBe(
      "Launch Trailer",
    );
  });

  it("tells another channel's show from the topic of its episode", () => {
    const nerd = {
      title: "Wrestling Games - Angry Video Game Nerd (Episode 149)",
      tags: ["angry video game nerd", "avgn"],
    };
    expect(showLabelSegments(nerd.title)).toEqual(new Set(["angry video game nerd", "episode 149"]));
    expect(videoTopicPhrase(nerd, showLabelSegments(nerd.title))).toBe("Wrestling Games");
    const crew = "The Nerd Crew: Episode 6 - The Last Jedi Trailer 2 Reaction! And Justice League Breakdown";
    expect(videoTopicPhrase({ title: crew, tags: [] }, showLabelSegments(crew))).toBe(
      "The Last Jedi Trailer 2 Reaction",
    );
    expect(showLabelSegments("Half in the Bag Episode 132: mother!")).toEqual(new Set(["half in the bag episode 132"]));
    // With nothing else in the title, the show is all there is to name.
    expect(showLabelSegments("Half in the Bag Episode 133")).toEqual(new Set());
    // A part number is the topic's own ("Room Tour Part 3"), not a show's episode.
    expect(showLabelSegments("Room Tour Part 3 | Zoella")).toEqual(new Set());
  });

  it("knows a show by the letters its channel tags it with, and leaves its own name out of a topic", () => {
    const cinemassacre = [
      { title: "Wrestling Games - Angry Video Game Nerd", tags: ["Wrestling Games", "AVGN", "Angry Video Game Nerd"] },
      { title: "Top 10 Popular Films I Don't Love", tags: ["Films", "avgn", "James Rolfe"] },
    ];
    const brand = acronymBrandSegments(cinemassacre);
    expect(brand).toEqual(new Set(["angry video game nerd"]));
    expect(videoTopicPhrase(cinemassacre[0]!, brand)).toBe("Wrestling Games");
    // An acronym tagged only where its words are written is the video's topic.
    const retro = [
      { title: "Nintendo Entertainment System - Ten Years Later", tags: ["NES"] },
      { title: "Super Mario Bros Review", tags: ["mario"] },
    ];
    expect(acronymBrandSegments(retro)).toEqual(new Set());
    const react = { title: "MINIMINTER REACTS TO KSI - ADAM'S APPLE", tags: ["miniminter", "react"] };
    expect(videoTopicPhrase(react, new Set(["miniminter"]), new Set(), "miniminter")).toBe("REACTS TO KSI");
  });

  it("never takes the channel's own name for a topic: a credit, or a short form in a collaboration", () => {
    const credit = {
      title: "We Need To Talk About Alcohol | Teenage VS Twentysomething | Melanie Murphy & Jessie B",
      tags: ["alcohol", "drinking"],
    };
    expect(videoTopicPhrase(credit, new Set(), new Set(), "Melanie Murphy")).toBe("We Need To Talk About Alcohol");
    const collab = { title: "TESTING SOPH X MAKEUP REVOLUTION PALETTES!! | sophdoesnails", tags: [] };
    expect(videoTopicPhrase(collab, new Set(["sophdoesnails"]), new Set(), "sophdoesnails")).toBe(
      "TESTING MAKEUP REVOLUTION PALETTES",
    );
    // The name written apart ("Hello October" by HelloOctoberxo), and a series' day, are theirs.
    const vlogtober = { title: "ZARA HAUL + TRY ON | Hello October Vlogtober Day 8", tags: [] };
    expect(videoTopicPhrase(vlogtober, showLabelSegments(vlogtober.title), new Set(), "HelloOctoberxo")).toBe(
      "ZARA HAUL",
    );
    expect(
      videoTopicPhrase({ title: "Hello October Favourites", tags: [] }, new Set(), new Set(), "HelloOctoberxo"),
    ).toBe("Favourites");
    // A word that only starts like the name, outside a collaboration, stays.
    const plain = { title: "Sophisticated Autumn Nails", tags: [] };
    expect(videoTopicPhrase(plain, new Set(), new Set(), "sophdoesnails")).toBe("Sophisticated Autumn Nails");
  });

  it("takes a list's item for a topic only when nothing else names one", () => {
    const haul = "ZARA, TOPSHOP, URBAN OUTFITTERS | Autumn Haul";
    expect(listItemSegments(haul)).toEqual(new Set(["zara", "topshop", "urban outfitters"]));
    expect(videoTopicPhrase({ title: haul, tags: [] }, new Set())).toBe("Autumn Haul");
    const catchUp = "The Champions League Catch Up (Chelsea, Manchester United and Celtic) - Sept 27th 2017";
    expect(listItemSegments(catchUp)).toContain("manchester united and celtic");
    // The words leading into a list are no item of it.
    const stats = "REVEALED - FIFA 18 stats for Chelsea's Hazard, Luiz & Christensen!";
    expect(listItemSegments(stats)).toEqual(new Set(["luiz christensen", "luiz", "christensen"]));
    // Two parts at a comma without a joining word are one thought, not a list.
    expect(listItemSegments("Sorry, I Was Wrong About Minimalism")).toEqual(new Set());
  });

  it("never takes a match already played for a topic; a comparison without a score stays", () => {
    const tunnel = "Man City 5-0 Crystal Palace | TUNNEL CAM 🎥";
    expect(matchSegments(tunnel)).toEqual(new Set(["man city 5 0 crystal palace"]));
    expect(videoTopicPhrase({ title: tunnel, tags: [] }, new Set())).toBe("TUNNEL CAM");
    const summary = { title: "Resumen de Atlético de Madrid vs FC Barcelona (1-1)", tags: [] };
    expect(videoTopicPhrase(summary, new Set())).toBeNull();
    // Its tags may still name what a channel can make of it.
    expect(videoTopicPhrase({ ...summary, tags: ["Atlético de Madrid", "LaLiga"] }, new Set())).toBe(
      "Atlético de Madrid",
    );
    const highlights = "Atletico Madrid vs Barcelona 1-1 - All Goals & Extended Highlights - La Liga 14/10/2017 HD";
    expect(videoTopicPhrase({ title: highlights, tags: [] }, new Set(["all goals extended highlights"]))).toBe(
      "La Liga",
    );
    expect(videoTopicPhrase({ title: "Sept 27th 2017 | Super Mario 64 Speedrun", tags: [] }, new Set())).toBe(
      "Super Mario 64 Speedrun",
    );
    const fanTv = "'Most disheartened I've been after a win, Paper Over the Cracks' West Ham 1 Swansea 0";
    expect(videoTopicPhrase({ title: fanTv, tags: [] }, new Set())).toBe("Paper Over the Cracks");
    const plan = "We were the better team but had no Game Plan West Brom 0 West Ham 0";
    expect(videoTopicPhrase({ title: plan, tags: [] }, new Set())).toBe("We were the better team but had no Game Plan");
    expect(videoTopicPhrase({ title: "Stardew Valley Season 2 Episode 5", tags: [] }, new Set())).toBe(
      "Stardew Valley Season 2 Episode 5",
    );
    expect(matchSegments("Teenage VS Twentysomething | Melanie Murphy")).toEqual(new Set());
    expect(matchSegments("iPhone X vs Pixel 2 - Camera Test 2017")).toEqual(new Set());
    expect(matchSegments("Morning Routine 2017-2018")).toEqual(new Set());
    // A season says the sides are a fixture, even before a score.
    const fixture = "Tunnel Cam | Leicester City vs Chelsea | 2017/2018";
    expect(matchSegments(fixture)).toEqual(new Set(["leicester city vs chelsea"]));
    expect(videoTopicPhrase({ title: fixture, tags: [] }, new Set())).toBe("Tunnel Cam");
    expect(matchSegments("Skincare Routine 2017/18")).toEqual(new Set());
    expect(matchSegments("Bayern Munich vs. Mainz | 2017-18 Bundesliga Highlights")).toEqual(
      new Set(["bayern munich vs mainz"]),
    );
    // "●" parts a title as "|" does.
    expect(matchSegments("GETAFE vs REAL MADRID 1-2 ● All Goals & Highlights HD ● La Liga")).toEqual(
      new Set(["getafe vs real madrid 1 2"]),
    );
    // A range of a measure is no score.
    expect(matchSegments("Pregnancy CHAT & BUMP Update! 19-23 Weeks | Fleur De Vlog")).toEqual(new Set());
    expect(matchSegments("Losing 3-5 kg Before Christmas | Vlog")).toEqual(new Set());
    // A match report's tags that name the match name no topic either.
    const tagged = {
      title: "Resumen de Girona FC vs FC Barcelona (0-3)",
      tags: ["sp:dt=2017-09-23T20:45:00+02:00", "Girona FC vs FC Barcelona (0-3)", "LaLiga"],
    };
    expect(videoTopicPhrase(tagged, new Set())).toBe("LaLiga");
  });

  it("leaves a name only this channel tags its uploads with off the start of a part", () => {
    const channelTags = new Set(["zalfie", "vlog", "gaming", "zoe sugg"]);
    const others = [
      { title: "Gaming Setup Tour", tags: ["gaming"] },
      { title: "Weekly Vlog", tags: ["vlog", "zoe sugg"] },
    ];
    const names = ownNameWords(channelTags, [writtenWords(others)]);
    expect(names).toEqual(new Set(["zalfie"]));
    const flat = { title: "ZALFIE NEW FLAT SURPRISE!", tags: [] };
    expect(videoTopicPhrase(flat, new Set(), channelTags, "PointlessBlogVlogs", names)).toBe("NEW FLAT SURPRISE");
    // A part that is only the name stays (there is nothing else to name it by).
    expect(videoTopicPhrase({ title: "ZALFIE", tags: [] }, new Set(), channelTags, null, names)).toBe("ZALFIE");
    // A club tags its players on every upload: a player opening a sentence is its subject.
    const club = new Set(["willian"]);
    const tricks = { title: "Willian Up To His Old Tricks | Chelsea Unseen", tags: [] };
    expect(videoTopicPhrase(tricks, new Set(["chelsea unseen"]), new Set(), null, club)).toBe(
      "Willian Up To His Old Tricks",
    );
  });

  it("writes another language's small words as the title did", () => {
    expect(displayPhrase("Resumen de FC Barcelona vs RCD Espanyol")).toBe("Resumen de FC Barcelona vs RCD Espanyol");
    // After an English small word, it starts a name, shouted or not.
    expect(displayPhrase("TAKING ON LOS ANGELES WITH MY BESTFRIENDS")).toBe(
      "Taking on Los Angeles with My Bestfriends",
    );
    expect(displayPhrase("RESUMEN DE FC BARCELONA")).toBe("Resumen de FC Barcelona");
    expect(displayPhrase("Kevin De Bruyne loses his cool")).toBe("Kevin De Bruyne Loses His Cool");
  });

  it("leaves an upload's label off the song or film it follows", () => {
    expect(videoTopicPhrase({ title: "BOBBY - ‘RUNAWAY’ M/V", tags: [] }, new Set())).toBe("RUNAWAY");
    expect(videoTopicPhrase({ title: "Ed Sheeran - Bad Habits Official Audio", tags: [] }, new Set())).toBe(
      "Bad Habits",
    );
  });

  it("prefers the part its tags confirm, and falls back to a tag when no part names a topic", () => {
    expect(videoTopicPhrase({ title: "HUGE NEWS + Baby Tries Food", tags: ["baby food", "weaning"] }, new Set())).toBe(
      "Baby Tries Food",
    );
    expect(videoTopicPhrase({ title: "PLEASE DO THIS TODAY!", tags: ["charity run", "vlog"] }, new Set())).toBe(
      "charity run",
    );
    expect(videoTopicPhrase({ title: "PLEASE DO THIS TODAY!", tags: [] }, new Set())).toBeNull();
    // One unconfirmed word is clickbait, not a topic: the first specific tag that is not the channel's name names it.
    const believe = {
      title: "I JUST CAN'T BELIEVE IT!",
      tags: ["tanya burr", "louis vuitton", "paris", "paris fashion week"],
    };
    expect(videoTopicPhrase(believe, new Set(), new Set(), "Tanya Burr")).toBe("louis vuitton");
    expect(videoTopicPhrase({ title: "OUR NEW PUPPY", tags: ["shopping", "haul"] }, new Set())).toBe("NEW PUPPY");
    // A title of feelings and template verbs names nothing ("done", "happened"): the video's tags say what it is.
    const done = {
      title: "I'M SO DONE WITH THIS..",
      tags: ["Dinatokio", "Dina Torkia", "Room tour", "loft", "office", "home office", "office makeover"],
    };
    expect(videoTopicPhrase(done, new Set(), new Set(), "Dina Tokio")).toBe("home office");
    expect(videoTopicPhrase({ title: "BIG THINGS ARE HAPPENING", tags: ["shopping", "haul"] }, new Set())).toBe(
      "shopping",
    );
  });

  it("knows tags a channel puts on every upload", () => {
    const tags = channelTagSet([
      { tags: ["tanya burr", "haul"] },
      { tags: ["tanya burr", "paris"] },
      { tags: ["tanya burr", "london"] },
    ]);
    expect([...tags]).toEqual(["tanya burr"]);
  });
});

describe("writing a phrase as a title", () => {
  it("lowers a shouted phrase, keeping short abbreviations and spellings seen elsewhere", () => {
    const spellings = spellingsOf(["Unboxing the new iPhone", "My UNEDITED Morning Routine", "NAS Setup"]);
    expect(displayPhrase("SURPRISING MY GIRLFRIEND WITH IPHONE 8+", spellings)).toBe(
      "Surprising My Girlfriend with iPhone 8+",
    );
    expect(displayPhrase("FILMING SOMETHING SPECIAL UK YOUTUBERS")).toBe("Filming Something Special UK YouTubers");
    // With no title spelling it, a maker's name keeps the maker's spelling.
    expect(displayPhrase("SURPRISING MY GIRLFRIEND WITH IPHONE 8+")).toBe("Surprising My Girlfriend with iPhone 8+");
    expect(displayPhrase("new iphone and ipad setup")).toBe("New iPhone and iPad Setup");
    expect(displayPhrase("MY 24TH BIRTHDAY")).toBe("My 24th Birthday");
    expect(displayPhrase("ADULT Q&A WITH LOUISE")).toBe("Adult Q&A with Louise");
    // Emphasis is not a spelling: "UNEDITED" stays a word.
    expect(spellings.has("unedited")).toBe(false);
    expect(displayPhrase("home server for plex")).toBe("Home Server for Plex");
    // A tag in lower case takes a title's spelling of its words.
    expect(displayPhrase("nas setup", spellings)).toBe("NAS Setup");
    expect(displayPhrase("unedited morning routine", spellings)).toBe("Unedited Morning Routine");
  });

  it("knows a fragment when it sees one", () => {
    expect(readsAsFragment("Comparison Videos Between These and the Take Down")).toBe(true);
    expect(readsAsFragment("Videos About the")).toBe(true);
    expect(readsAsFragment("Comparisons With")).toBe(true);
    expect(readsAsFragment("Take Down Comparison")).toBe(false);
    expect(readsAsFragment("Surprising My Girlfriend with iPhone 8+")).toBe(false);
    // A title may end on a small word that closes a sentence.
    expect(readsAsFragment("Exposing What My School Was Like")).toBe(false);
    expect(readsAsFragment("Resumen de")).toBe(true);
  });

  it("tells two titles apart by their words, not their order or format", () => {
    expect(titleKey("Home Server Setup")).toBe(titleKey("Setup: Home Servers"));
    expect(titleKey("Home Server Setup")).not.toBe(titleKey("Home Server Explained"));
  });
});

describe("a part of a title said, not named", () => {
  it("is in the first person, quoted, or ends in an exclamation or a question", () => {
    for (const [title, phrase] of [
      [
        "Watford 2-1 Arsenal | We've Run Out Of Paper For The Cracks! (DT Rant)",
        "We've Run Out Of Paper For The Cracks",
      ],
      [
        "'Most disheartened I've been after a win, Paper Over the Cracks' West Ham 1 Swansea 0",
        "Paper Over the Cracks",
      ],
      ["Arsenal 2-0 Brighton | DT Lashes Out At The Alexis Haters!!", "DT Lashes Out At The Alexis Haters"],
      ["Arsenal 3-0 Bournemouth | It's Only One Game, I'm Still Not Confident (DT)", "It's Only One Game"],
      ["Is Ozil Done? | Arsenal 1-1 Chelsea", "Is Ozil Done"],
    ] as const)
      expect(isSaid(title, phrase), title).toBe(true);
  });

  it("is not what names a report, a format or a competition", () => {
    for (const [title, phrase] of [
      [
        "Liverpool 0-0 Manchester United - Jose Mourinho Full Post Match Press Conference - Premier League",
        "Jose Mourinho Full Post Match Press Conference",
      ],
      ["Atletico Madrid vs Barcelona 1-1 - All Goals & Extended Highlights - La Liga 14/10/2017 HD", "La Liga"],
      ["MENDY LOVES HOME DEBUT | POST MATCH INTERVIEW | CITY 5-0 LIVERPOOL", "MENDY LOVES HOME DEBUT"],
      ["Man City 5-0 Crystal Palace | TUNNEL CAM 🎥", "TUNNEL CAM"],
      // "All" is read as a word, not inside "Football" (whose part says "We").
      ["Football We Love | Spurs 2-0 Leeds - All Goals", "All Goals"],
    ] as const)
      expect(isSaid(title, phrase), title).toBe(false);
  });
});

describe("title case", () => {
  it('keeps the small words of a fixture small, "v" as "vs"', () => {
    expect(titleCase("Arsenal v FC Köln Starting 11")).toBe("Arsenal v FC Köln Starting 11");
    expect(titleCase("chelsea vs arsenal")).toBe("Chelsea vs Arsenal");
    expect(titleCase("v for vendetta")).toBe("V for Vendetta");
  });
});
