import { describe, expect, it } from "vitest";
import { followUpKind, marksYearlyOccasion, releaseTopic } from "./follow-ups";

describe("what may follow an own upload", () => {
  it("follows a release with its making, a match report with the next match's, anything else with a part", () => {
    expect(followUpKind("BOBBY - ‘RUNAWAY’ M/V")).toBe("behind-the-scenes");
    expect(followUpKind("The Villainess - Official UK trailer")).toBe("behind-the-scenes");
    expect(followUpKind("Liverpool 0-0 Manchester United - Jose Mourinho Post Match Interview")).toBe("next-match");
    // About someone else's release, or a range of weeks: neither a release nor a match.
    expect(followUpKind("The Nerd Crew: Episode 6 - The Last Jedi Trailer 2 Reaction!")).toBe("part");
    expect(followUpKind("Pregnancy CHAT & BUMP Update! 19-23 Weeks | Fleur De Vlog")).toBe("part");
  });

  it("names a trailer's film or game before its label", () => {
    expect(releaseTopic("The Child in Time: Trailer - BBC One")).toBe("The Child in Time");
    expect(releaseTopic("Louis Theroux: Dark States - Trailer | BBC Two")).toBe("Louis Theroux: Dark States");
    expect(releaseTopic("AVICII: TRUE STORIES - Official Trailer")).toBe("AVICII: TRUE STORIES");
    expect(releaseTopic("BETTER WATCH OUT (2017) Official Red Band Trailer")).toBe("BETTER WATCH OUT");
    expect(releaseTopic("South Park: The Fractured But Whole: Official Launch Trailer | Ubisoft [US]")).toBe(
      "South Park: The Fractured But Whole",
    );
    expect(releaseTopic("INSECURE Season 2 TRAILER (2017) HBO Series")).toBe("INSECURE Season 2");
    expect(releaseTopic("Official Trailer")).toBeNull();
    expect(releaseTopic("Assassin’s Creed Origins: Order of the Ancients | Trailer | Ubisoft [US]")).toBe(
      "Assassin’s Creed Origins: Order of the Ancients",
    );
  });

  it("names a music release's song after its artist, without labels and credits", () => {
    expect(releaseTopic("Krept & Konan - For Me ft. Ed Sheeran (Official Video)")).toBe("For Me");
    expect(releaseTopic("CNCO, Little Mix - Reggaetón Lento (Remix) [Official Video]")).toBe("Reggaetón Lento");
    expect(releaseTopic("[MV] Bolbbalgan4(볼빨간사춘기) _ Some(썸 탈꺼야)")).toBe("Some");
    expect(releaseTopic("Miley Cyrus - Week Without You (Audio)")).toBe("Week Without You");
    expect(followUpKind("Audiophile or Audio-Fooled? How Good Are Your Ears?")).toBe("part");
    expect(releaseTopic("[M/V] SEVENTEEN(세븐틴) _ SVT VOCAL TEAM - '바람개비'")).toBe("바람개비");
    // No artist written before it: the title's topic stands.
    expect(releaseTopic("Young Thug & Carnage: Young Martha Liger [Official Audio]")).toBeNull();
  });
});

describe("marksYearlyOccasion", () => {
  it("reads the creator's birthday or anniversary, not a birthday as a subject", () => {
    for (const title of ["MY 24TH BIRTHDAY! *Treasure Hunt*", "5 YEAR ANNIVERSARY!", "Surprising her on her birthday"])
      expect(marksYearlyOccasion(title), title).toBe(true);
    for (const title of ["Birthday Cake Decorating", "Anniversary Gift Ideas Under $20", "MYKONOS FAMILY HOLIDAY"])
      expect(marksYearlyOccasion(title), title).toBe(false);
  });
});
