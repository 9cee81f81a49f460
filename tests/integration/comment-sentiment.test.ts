import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  channelDataToStore,
  get,
  grantPlan,
  pageText,
  postForm,
  sessionCookieFrom,
  signUp,
  storeCount,
  type TestPlan,
  workspaceOf,
} from "../helpers";
import { seedSampleTemplate } from "../sample";
import { NO_COMMENTS_READ_YET } from "~/features/comment-sentiment/index";

// POST /api/comments/analyze: tests/integration/api/comment-sentiment.*.test.ts

async function waitForAnalysis(cookie: string) {
  for (let i = 0; i < 300; i++) {
    const page = await pageText(await get("/comment-sentiment?period=90d", { cookie }));
    if (!page.includes("Analyzing comments:")) return page;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("analysis did not finish");
}

describe("the Comment Sentiment page", () => {
  it("says what to connect when the workspace has no comments", async () => {
    const cookie = await signUp("no-comments@example.com");
    const page = await pageText(await get("/comment-sentiment", { cookie }));
    expect(page).toContain("No comments to analyze yet");
    expect(page).toContain("Connect your YouTube channel in Account Settings so Vidwise can read your comments.");
  });

  it("does not send a creator whose channel is connected to connect it, when no comment is read yet", async () => {
    const cookie = await workspaceWith([{ id: "vidNoComment", title: "Quiet upload", daysAgo: 2, comments: [] }]);
    const page = await pageText(await get("/comment-sentiment", { cookie }));
    expect(page).toContain("No comments to analyze yet");
    expect(page).toContain(NO_COMMENTS_READ_YET);
    expect(page).not.toContain("Connect your YouTube channel");
  });

  it("analyzes the demo's comments in queued batches, then scores only new ones", async () => {
    await seedSampleTemplate();
    const cookie = sessionCookieFrom(await postForm("/demo", {}));
    expect(await pageText(await get("/comment-sentiment", { cookie }))).toContain("Ready to analyze");

    const first = await postForm("/comment-sentiment", { intent: "analyze" }, { cookie });
    expect(first.status).toBe(200);
    expect(await pageText(first)).toMatch(/Analyzing [\d,]+ comments in batches|Analyzed [\d,]+ new comments/);
    const page = await waitForAnalysis(cookie);
    expect(page).toContain("/10");
    expect(page).toContain("Breakdown per video");

    const scored = (await env.DB.prepare("SELECT count(*) AS n FROM comment_scores").first<{ n: number }>())!.n;
    // Every audience comment of the demo is scored; the creator's own replies are left out. The
    // demo reads its comments from the shared base its workspace names (data_workspace_id).
    const comments = (await env.DB.prepare(
      `SELECT count(*) AS n FROM users u JOIN workspaces w ON w.id = u.workspace_id
       JOIN comments c ON c.workspace_id = coalesce(w.data_workspace_id, w.id)
       JOIN videos v ON v.workspace_id = u.workspace_id AND v.id = c.video_id WHERE coalesce(c.author_channel_id, '') <> v.channel_id`,
    ).first<{ n: number }>())!.n;
    expect(scored).toBe(comments);
    expect(comments).toBeGreaterThan(5_000);

    const again = await postForm("/comment-sentiment", { intent: "analyze" }, { cookie });
    expect(await pageText(again)).toContain("Analyzed 0 new comments.");
  });

  it("filters by comment date: a longer period covers at least as many comments", async () => {
    await seedSampleTemplate();
    const cookie = sessionCookieFrom(await postForm("/demo", {}));
    await postForm("/comment-sentiment", { intent: "analyze" }, { cookie });
    await waitForAnalysis(cookie);
    const count = async (period: string) => {
      const page = await pageText(await get(`/comment-sentiment?period=${period}`, { cookie }));
      return Number(page.match(/Comments Analyzed<\/dt><dd[^>]*>([\d,]+)/)![1]!.replace(/,/g, ""));
    };
    const [week, month, quarter] = [await count("7d"), await count("30d"), await count("90d")];
    expect(week).toBeLessThanOrEqual(month);
    expect(month).toBeLessThanOrEqual(quarter);
    expect(quarter).toBeGreaterThan(week);
  });

  it("exports the per-video records and the per-comment scores as CSV", async () => {
    await seedSampleTemplate();
    const cookie = sessionCookieFrom(await postForm("/demo", {}));
    await postForm("/comment-sentiment", { intent: "analyze" }, { cookie });
    await waitForAnalysis(cookie);
    const videos = await get("/comment-sentiment/videos.csv?period=90d", { cookie });
    expect(videos.headers.get("content-type")).toContain("text/csv");
    const videoCsv = await videos.text();
    expect(videoCsv.split("\r\n")[0]).toContain("sentiment_score");
    expect(videoCsv.split("\r\n").length).toBeGreaterThan(2);
    const comments = await (await get("/comment-sentiment/comments.csv?period=90d", { cookie })).text();
    const lines = comments.split("\r\n");
    expect(lines[0]).toBe(
      "comment_id,video_id,published_at,likes,compound,label,spam,spam_reasons,language,question,request,text,source",
    );
    // A spam row says why, in words; a real comment's reason cell is empty.
    const spamRow = lines.find((line) => line.split(",")[6] === "yes");
    expect(spamRow?.split(",")[7]).toMatch(/^"?[A-Z]/);
    const realRow = lines.slice(1).find((line) => line.split(",")[6] === "no");
    expect(realRow?.split(",")[7]).toBe("");
    // Whose figures: the comment and its likes are YouTube's, the scores and labels ours.
    expect(realRow).toMatch(
      /,"YouTube: published_at, likes, text; Vidwise estimate: compound, label, spam, language"$/,
    );
  });

  it("exports the question and request columns only to plans with Audience Demand Insights", async () => {
    const cookie = await workspaceWith(
      [
        {
          id: "vidDemand01",
          title: "Home server basics",
          daysAgo: 2,
          comments: [
            "Can you make a video about backup drives please?",
            "What router do you use?",
            "Great video, thanks!",
          ],
        },
      ],
      null,
    );
    const freeCsv = await (await get("/comment-sentiment/comments.csv?period=7d", { cookie })).text();
    const freeLines = freeCsv.trim().split("\r\n");
    expect(freeLines[0]).toBe(
      "comment_id,video_id,published_at,likes,compound,label,spam,spam_reasons,language,text,source",
    );
    expect(freeLines).toHaveLength(4);
    // The comments themselves stay; nothing says which are questions or what is requested.
    expect(freeCsv).toContain("What router do you use?");
    expect(freeCsv).not.toMatch(/,(yes|no),[^,\r\n]*backup drives[^,\r\n]*,/i);
    // The per-video file leaves out the requests column as well, not just its values.
    const videoHeader = async () =>
      (await (await get("/comment-sentiment/videos.csv?period=7d", { cookie })).text()).split("\r\n")[0]!.split(",");
    expect(await videoHeader()).not.toContain("requests");

    // The account whose store holds the video (a creator's videos are in its store, its channel row in the control D1).
    const owners = await env.DB.prepare(
      "SELECT u.email, u.workspace_id AS ws FROM users u JOIN channels c ON c.workspace_id = u.workspace_id",
    ).all<{ email: string; ws: string }>();
    let email = "";
    for (const { email: candidate, ws } of owners.results)
      if ((await storeCount(ws, "SELECT count(*) FROM videos WHERE id = 'vidDemand01'")) > 0) email = candidate;
    await grantPlan(email, "pro");
    const proLines = (await (await get("/comment-sentiment/comments.csv?period=7d", { cookie })).text())
      .trim()
      .split("\r\n");
    expect(proLines[0]).toBe(
      "comment_id,video_id,published_at,likes,compound,label,spam,spam_reasons,language,question,request,text,source",
    );
    expect(proLines.find((line) => line.includes("What router"))).toMatch(/,yes,/);
    expect(await videoHeader()).toContain("requests");
  });

  it("never shows another workspace's comments", async () => {
    await seedSampleTemplate();
    const demo = sessionCookieFrom(await postForm("/demo", {}));
    await postForm("/comment-sentiment", { intent: "analyze" }, { cookie: demo });
    await waitForAnalysis(demo);
    const other = await signUp("other-sentiment@example.com");
    expect(await pageText(await get("/comment-sentiment?period=90d", { cookie: other }))).toContain(
      "No comments to analyze yet",
    );
    const csv = await (await get("/comment-sentiment/comments.csv?period=90d", { cookie: other })).text();
    expect(csv.trim().split("\r\n")).toHaveLength(1);
  });
});

/** A real account whose own channel has the given videos and comments (published in the last week). */
async function workspaceWith(
  videos: { id: string; title: string; daysAgo: number; comments: string[] }[],
  plan: TestPlan | null = "creator",
) {
  const email = `sentiment-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const cookie = await signUp(email, undefined, { plan });
  const ws = (await env.DB.prepare("SELECT workspace_id AS ws FROM users WHERE email = ?")
    .bind(email)
    .first<{ ws: string }>())!.ws;
  const channel = `UC${crypto.randomUUID().replace(/-/g, "").slice(0, 22)}`;
  const now = Date.now();
  const statements = [
    env.DB.prepare(
      "INSERT INTO channels (workspace_id, id, role, title, uploads_playlist_id) VALUES (?, ?, 'own', 'Mine', ?)",
    ).bind(ws, channel, `UU${channel.slice(2)}`),
  ];
  for (const video of videos) {
    statements.push(
      env.DB.prepare(
        "INSERT INTO videos (workspace_id, id, channel_id, title, published_at) VALUES (?, ?, ?, ?, ?)",
      ).bind(ws, video.id, channel, video.title, now - video.daysAgo * 86_400_000),
    );
    video.comments.forEach((text, i) => {
      statements.push(
        env.DB.prepare(
          "INSERT INTO comments (workspace_id, id, video_id, author_name, author_channel_id, text, like_count, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        ).bind(
          ws,
          `${video.id}-c${i}`,
          video.id,
          `Viewer ${video.id} ${i}`,
          `UCviewer${video.id}${i}`,
          text,
          i,
          now - 3_600_000 * (i + 1),
        ),
      );
    });
  }
  await env.DB.batch(statements);
  await channelDataToStore(ws);
  expect((await postForm("/comment-sentiment", { intent: "analyze" }, { cookie })).status).toBe(200);
  return cookie;
}

describe("what the page says about each video", () => {
  const videos = [
    {
      id: "vidForeign01",
      title: "Video only foreigners commented",
      daysAgo: 5,
      // Languages the engine does not read (it reads Spanish, Portuguese and five more).
      comments: [
        "Ev sunucuları hakkında bir video yapabilir misin?",
        "Bisa bikin video tentang keyboard mekanik dong?",
        "Hangi mikrofonu kullanıyorsun hocam?",
        "Спасибо за видео, очень помогло с моим сервером!",
        "Dzięki za film, bardzo mi pomógł w projekcie",
        "Bedankt voor de video, echt heel duidelijk uitgelegd",
      ],
    },
    {
      id: "vidGlowing01",
      title: "Video with three glowing comments",
      daysAgo: 4,
      comments: [
        "This is the best video ever, absolutely amazing!",
        "Incredible work, I love it so much!",
        "Perfect tutorial, thank you so much!!",
      ],
    },
    {
      id: "vidMixed0001",
      title: "Video with mixed comments",
      daysAgo: 3,
      comments: [
        "Good video, thanks",
        "Nice explanation",
        "The audio is a bit quiet but ok",
        "9:51 is the part I needed, thanks",
        "Helpful, I learned something",
        "what mic do you use?",
      ],
    },
    { id: "vidSingle001", title: "Video with one comment", daysAgo: 2, comments: ["Really useful, thanks!"] },
  ];

  it("shows a video without scorable comments as such and leaves it out of the chart and the averages", async () => {
    const cookie = await workspaceWith(videos);
    const page = await pageText(await get("/comment-sentiment?period=7d", { cookie }));
    expect(page).toContain("Video only foreigners commented");
    expect(page).toContain("No scorable comments (all in languages not read)");
    // No 0%·0%·0% 0.0/10 anywhere.
    expect(page).not.toMatch(/\D0% positive/);
    expect(page).not.toMatch(/\D0\.0\/10/);
    // The chart's data table has the three scorable videos only.
    const table = page.match(
      /<table class="sr-only"><caption>Sentiment score by video, oldest to newest<\/caption>[\s\S]*?<\/table>/,
    )![0];
    expect(table).not.toContain("Video only foreigners commented");
    expect(table).toContain("Video with mixed comments");
    expect(page).toMatch(/1 video with no scorable comments \(all spam or in languages\s+not read\) left out\./);
    // The breakdown bars have a legend.
    expect(page).toMatch(/aria-label="Legend"[^>]*>[\s\S]*Positive[\s\S]*Neutral[\s\S]*Negative/);
  });

  it("names the Most Positive Video by a stated rule the list agrees with", async () => {
    const cookie = await workspaceWith(videos);
    const page = await pageText(await get("/comment-sentiment?period=7d", { cookie }));
    const most = page.match(/Most Positive Video<\/dt><dd[^>]*><span[^>]*>([^<]+)<span[^>]*>\((\d+\.\d)\/10\)/)!;
    expect(most[1]).toBe("Video with mixed comments");
    expect(page).toContain("highest score among videos with 5+ scored comments");
    // The three glowing comments score higher, but three are too few to rank: the card says so.
    const glowing = Number(page.match(/Video with three glowing comments[\s\S]*?(\d+\.\d)\/10/)![1]);
    expect(glowing).toBeGreaterThan(Number(most[2]));
    expect(page).toContain("3 comments · only 3 scored, not ranked");
    expect(page).toMatch(/Video with mixed comments<span[^>]*>Most positive<\/span>/);
    // Fewer than 3 ranked videos: no trend to tell.
    expect(page).toMatch(/Sentiment Trend<\/dt><dd[^>]*><span[^>]*>Not enough data yet</);
    expect(page).not.toMatch(/Sentiment Trend<\/dt><dd[^>]*><span[^>]*>(stable|Steady)</);
  });

  it("keeps languages it does not read and timestamps out of requests and questions, and counts in the singular", async () => {
    const cookie = await workspaceWith(videos);
    const page = await pageText(await get("/comment-sentiment?period=7d", { cookie }));
    expect(page).not.toContain("sunucuları");
    expect(page).not.toContain("keyboard mekanik");
    expect(page).not.toContain("Hangi mikrofonu");
    expect(page).toContain("what mic do you use?");
    const lists = [...page.matchAll(/Questions viewers asked<\/h3><ul[^>]*>([\s\S]*?)<\/ul>/g)].map((m) => m[1]);
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.join("")).toContain("what mic do you use?");
    expect(lists.join("")).not.toContain("9:51 is the part I needed");
    expect(page).toContain("1 comment ·");
    expect(page).not.toContain("1 comments");
    expect(page).toMatch(/6 comments in languages Vidwise does not read counted\s+apart/);
    // The audience's languages, those not read said so.
    expect(page).toMatch(/Audience languages:[\s\S]*?Turkish<\/span> \d+% \(2\) — not read, counted apart/);
  });

  it("writes empty cells, not zeros, for a video without scorable comments in the CSV", async () => {
    const cookie = await workspaceWith(videos);
    const csv = await (await get("/comment-sentiment/videos.csv?period=7d", { cookie })).text();
    const row = csv.split("\r\n").find((line) => line.startsWith("vidForeign01"))!;
    expect(row).toMatch(/^vidForeign01,Video only foreigners commented,[^,]+,6,0,6,0,,,,,/);
  });
});

describe("comments in the creator's language", () => {
  const videos = [
    {
      id: "vidEspanol01",
      title: "Video en español",
      daysAgo: 3,
      comments: [
        "Me encantó este video, muchas gracias por compartir, eres el mejor 😍",
        "Excelente explicación, me sirvió muchísimo para mi proyecto 👏",
        "Qué video tan malo, una pérdida de tiempo total, no lo recomiendo 😡",
        "¿Podrías hacer un video sobre servidores caseros?",
        "Haz un video sobre servidores caseros por favor",
        "فيديو رائع جدا شكرا لك على هذا الشرح الجميل ❤️",
        "Bu videoyu çok beğendim, teşekkürler hocam",
      ],
    },
  ];

  it("scores Spanish and Arabic comments, takes their requests in and shows the audience's languages", async () => {
    const cookie = await workspaceWith(videos);
    const page = await pageText(await get("/comment-sentiment?period=7d", { cookie }));
    expect(page).not.toContain("No scorable comments");
    // Six read (Spanish and Arabic), one Turkish counted apart.
    expect(page).toContain("6 comments scored");
    expect(page).toMatch(
      /Most requested \(comments in the last 7 days\):<\/span> <span><bdi>servidores caseros<\/bdi> \(2\)/,
    );
    expect(page).toMatch(/Audience languages:<\/span> <span><span lang="es">Spanish<\/span> 71% \(5\)/);
    expect(page).toMatch(/<span lang="ar">Arabic<\/span> 14% \(1\)/);
    expect(page).toMatch(/<span lang="tr">Turkish<\/span> 14% \(1\) — not read, counted apart/);
    // A right-to-left comment is isolated with its own direction where it is quoted.
    expect(page).toContain("<bdi>فيديو رائع جدا شكرا لك على هذا الشرح الجميل ❤️</bdi>");
    expect(page).toContain("<bdi>Me encantó este video, muchas gracias por compartir, eres el mejor 😍</bdi>");
  });

  it("says per comment in the CSV which language it was read as, and that a language not read has no score", async () => {
    const cookie = await workspaceWith(videos);
    const lines = (await (await get("/comment-sentiment/comments.csv?period=7d", { cookie })).text()).split("\r\n");
    const header = lines[0]!.split(",");
    const row = (text: string) => {
      const line = lines.find((l) => l.includes(text))!;
      const cells = line.split(",");
      return Object.fromEntries(["compound", "label", "language"].map((k) => [k, cells[header.indexOf(k)]]));
    };
    expect(row("Bu videoyu çok beğendim, teşekkürler hocam")).toEqual({
      compound: "",
      label: "not read",
      language: "tr",
    });
    expect(row("فيديو رائع جدا شكرا لك على هذا الشرح الجميل ❤️")).toMatchObject({ label: "positive", language: "ar" });
    expect(row("Excelente explicación, me sirvió muchísimo para mi proyecto 👏")).toMatchObject({ language: "es" });
  });

  it("names a topic asked for in two languages the same on the overall card and on each video's", async () => {
    const cookie = await workspaceWith([
      {
        id: "vidTopicEs01",
        title: "Spanish viewers ask",
        daysAgo: 3,
        comments: [
          "Haz un video sobre servidores caseros por favor",
          "¿Podrías hacer un video sobre servidores caseros?",
        ],
      },
      {
        id: "vidTopicEn01",
        title: "English viewer asks",
        daysAgo: 2,
        comments: ["Please make a video on home servers"],
      },
    ]);
    const page = await pageText(await get("/comment-sentiment?period=7d", { cookie }));
    expect(page).toMatch(
      /Most requested \(comments in the last 7 days\):<\/span> <span><bdi>servidores caseros<\/bdi> \(3\)/,
    );
    // The English viewer's video names it as the overall card does, not "home servers".
    const csv = (await (await get("/comment-sentiment/videos.csv?period=7d", { cookie })).text()).split("\r\n");
    expect(csv.find((line) => line.startsWith("vidTopicEs01"))).toContain("servidores caseros (2)");
    expect(csv.find((line) => line.startsWith("vidTopicEn01"))).toContain("servidores caseros (1)");
    expect(csv.join("\n")).not.toContain("home servers (");
  });
});

describe("pasting comments on the page", () => {
  it("analyses plain lines, CSV and JSON without storing anything", async () => {
    const cookie = await signUp("paste@example.com");
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM comment_scores").first<{ n: number }>())!.n;
    for (const comments of [
      "Amazing video, thank you!\nThe sound was awful\ncan you make a video on mechanical keyboards?",
      'text,likes\n"Amazing video, thank you!",4\n"The sound was awful",1',
      JSON.stringify([{ text: "Amazing video, thank you!", likeCount: 3 }, "The sound was awful"]),
    ]) {
      const response = await postForm("/comment-sentiment", { intent: "paste", comments }, { cookie });
      expect(response.status).toBe(200);
      const page = await pageText(response);
      expect(page).toMatch(/[23] comments: /);
      expect(page).toContain("% positive");
    }
    expect((await env.DB.prepare("SELECT count(*) AS n FROM comment_scores").first<{ n: number }>())!.n).toBe(before);
    // Nor where the workspace's own comments and scores are.
    const ws = await workspaceOf("paste@example.com");
    expect(await storeCount(ws, "SELECT count(*) FROM comments")).toBe(0);
    expect(await storeCount(ws, "SELECT count(*) FROM comment_scores")).toBe(0);
  });

  it("refuses empty input and broken JSON with clear messages", async () => {
    const cookie = await signUp("paste-bad@example.com");
    const empty = await postForm("/comment-sentiment", { intent: "paste", comments: "   " }, { cookie });
    expect(empty.status).toBe(400);
    expect(await pageText(empty)).toContain("Paste some comments or choose a file.");
    const broken = await postForm("/comment-sentiment", { intent: "paste", comments: "[{ oops" }, { cookie });
    expect(broken.status).toBe(400);
    expect(await pageText(broken)).toContain("could not be read");
  });
});
