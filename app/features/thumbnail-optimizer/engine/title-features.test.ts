import { describe, expect, it } from "vitest";
import { MOBILE_TITLE_LIMIT, titleFeatures } from "./title-features";

describe("titleFeatures on real-looking titles", () => {
  it("a long tech review with brackets, a year and the keyword mid-title", () => {
    const title = "I Tested Every M4 MacBook Air Config So You Don't Have To (2026 Review)";
    expect(titleFeatures(title, "MacBook Air")).toEqual({
      length: 71,
      truncatedOnMobile: true,
      hasNumber: true,
      isQuestion: false,
      hasBrackets: true,
      capitalsShare: 0,
      firstOrSecondPerson: true,
      howTo: false,
      keywordPosition: 4, // I(0) Tested(1) Every(2) M4(3) MacBook(4)
      emotionalWords: 0,
    });
  });

  it("a 90-character tutorial: how to, a year, no brackets", () => {
    const f = titleFeatures(
      "How to Set Up a Home Server with Proxmox – Complete Beginner's Guide for 2026 and Beyond!!",
      "home servers",
    );
    expect(f.length).toBe(90);
    expect(f.truncatedOnMobile).toBe(true);
    expect(f.howTo).toBe(true);
    expect(f.isQuestion).toBe(false); // "How to" is an instruction, not a question
    expect(f.hasNumber).toBe(true);
    expect(f.hasBrackets).toBe(false);
    expect(f.keywordPosition).toBe(5); // plural keyword still matches "Home Server"
  });

  it("a question with a question mark", () => {
    const f = titleFeatures("Is the Pixel 9 Pro Worth It?", "Pixel 9 Pro");
    expect(f).toMatchObject({
      isQuestion: true,
      hasNumber: true,
      keywordPosition: 2,
      length: 28,
      truncatedOnMobile: false,
    });
  });

  it("a question word without a question mark counts; 'Why I …' and 'What I …' are statements", () => {
    expect(titleFeatures("Why Is Everyone Switching to Linux").isQuestion).toBe(true);
    expect(titleFeatures("Should You Buy a Used ThinkPad in 2026").isQuestion).toBe(true);
    expect(titleFeatures("Why I Quit My Job to Make YouTube Videos").isQuestion).toBe(false);
    expect(titleFeatures("What I Eat in a Day as a Marathon Runner").isQuestion).toBe(false);
    expect(titleFeatures("Do This Before You Update Your GPU Drivers").isQuestion).toBe(false); // imperative
    expect(titleFeatures("Do You Really Need 32GB of RAM").isQuestion).toBe(true);
  });

  it("a question mark before a tail still counts", () => {
    expect(titleFeatures("Worth It? | Sony WH-1000XM6 Long-Term Review").isQuestion).toBe(true);
  });

  it("ALL CAPS: the whole title, one shouted word, acronyms", () => {
    const shouted = titleFeatures("THE BEST BUDGET MIC FOR PODCASTS");
    expect(shouted.capitalsShare).toBe(1);
    expect(shouted.emotionalWords).toBe(1);
    // This(4) Keyboard(8) Is(2) INSANE(6): 6 of 20 letters.
    expect(titleFeatures("This $200 Keyboard Is INSANE").capitalsShare).toBeCloseTo(0.3, 10);
    // Single capitals and one-letter words do not count; "A7" has one letter.
    expect(titleFeatures("I Made a Video About A7 Cameras").capitalsShare).toBe(0);
  });

  it("styled Unicode letters and full-width forms read as plain ones", () => {
    const styled = titleFeatures("𝗕𝗘𝗦𝗧 NAS Build", "nas");
    // BEST(4) NAS(3) of Build(5): 7 / 12.
    expect(styled.capitalsShare).toBeCloseTo(7 / 12, 10);
    expect(styled.emotionalWords).toBe(1);
    expect(styled.keywordPosition).toBe(1);
    expect(titleFeatures("ゲーミングPCは必要？").isQuestion).toBe(true); // full-width ？
    expect(titleFeatures("ＲＴＸ５０９０ Review").hasNumber).toBe(true); // full-width digits
  });

  it("Japanese without spaces: brackets 【】, digits, keyword inside a run", () => {
    const f = titleFeatures("東京旅行vlog【3日間】", "東京");
    expect(f).toMatchObject({ hasBrackets: true, hasNumber: true, keywordPosition: 0, length: 13, capitalsShare: 0 });
  });

  it("Spanish and German: ¿ opens a question; digits count without English number words", () => {
    expect(titleFeatures("¿Vale la pena el iPhone 16?", "iphone 16")).toMatchObject({
      isQuestion: true,
      keywordPosition: 4,
    });
    const german = titleFeatures("Mein ehrliches Fazit nach zwei Jahren mit dem Tesla Model 3", "Tesla Model 3");
    expect(german).toMatchObject({
      length: 59,
      truncatedOnMobile: false,
      keywordPosition: 8,
      firstOrSecondPerson: false,
    });
  });

  it("emoji count as characters (code points); number words count as numbers", () => {
    const f = titleFeatures("🔥 Ten Mistakes Every New Photographer Makes 🔥", "photographer");
    expect(f.length).toBe(45);
    expect(f.hasNumber).toBe(true);
    expect(f.emotionalWords).toBe(1); // "Mistakes" folds to "mistake"
    expect(f.keywordPosition).toBe(4);
    // "one" is not a number word: it is nearly always "the one", "one of".
    expect(titleFeatures("The One Camera Setting Nobody Talks About").hasNumber).toBe(false);
  });

  it("a 104-character vlog title", () => {
    const title =
      "Morning Routine Vlog | A Day in My Life as a Software Engineer in Berlin with Cats and Too Much Coffee ☕";
    const f = titleFeatures(title, "software engineer");
    expect(f.length).toBe(104);
    expect(f.length).toBeGreaterThan(MOBILE_TITLE_LIMIT);
    expect(f.truncatedOnMobile).toBe(true);
    expect(f.firstOrSecondPerson).toBe(true);
    expect(f.keywordPosition).toBe(10);
  });

  it("exactly 60 characters is not truncated; 61 is", () => {
    const sixty = "Best Budget Microphones for Streaming and Podcasting Tested!"; // 60
    expect([...sixty].length).toBe(60);
    expect(titleFeatures(sixty).truncatedOnMobile).toBe(false);
    expect(titleFeatures(`${sixty}!`).truncatedOnMobile).toBe(true);
  });

  it("first/second person: I, you, we, our; 'US' in capitals is the country", () => {
    expect(titleFeatures("How I Built My Dream Desk Setup").firstOrSecondPerson).toBe(true);
    expect(titleFeatures("How I Built My Dream Desk Setup").howTo).toBe(true);
    expect(titleFeatures("Stop Making These Editing Mistakes – You're Losing Viewers").firstOrSecondPerson).toBe(true);
    expect(titleFeatures("US Road Trip Vlog: Utah's National Parks").firstOrSecondPerson).toBe(false);
    expect(titleFeatures("Our US Road Trip").firstOrSecondPerson).toBe(true);
    expect(titleFeatures("Rust Ownership Explained Simply").firstOrSecondPerson).toBe(false);
  });

  it("emotional words are counted, not just detected", () => {
    const f = titleFeatures("The WORST Mistake I Ever Made (Honest Truth)");
    expect(f.emotionalWords).toBe(4); // worst, mistake, honest, truth
    expect(f.hasBrackets).toBe(true);
  });

  it("keyword position: absent, at the front, or no keyword given", () => {
    expect(titleFeatures("Rust Ownership Explained Simply", "rust").keywordPosition).toBe(0);
    expect(titleFeatures("Rust Ownership Explained Simply", "golang").keywordPosition).toBeNull();
    expect(titleFeatures("Rust Ownership Explained Simply").keywordPosition).toBeNull();
    expect(titleFeatures("Rust Ownership Explained Simply", "   ").keywordPosition).toBeNull();
    expect(titleFeatures("Setting Up Pi-hole on a Raspberry Pi", "pi-hole").keywordPosition).toBe(2);
  });

  it("an empty title has no features", () => {
    expect(titleFeatures("")).toEqual({
      length: 0,
      truncatedOnMobile: false,
      hasNumber: false,
      isQuestion: false,
      hasBrackets: false,
      capitalsShare: 0,
      firstOrSecondPerson: false,
      howTo: false,
      keywordPosition: null,
      emotionalWords: 0,
    });
  });
});
