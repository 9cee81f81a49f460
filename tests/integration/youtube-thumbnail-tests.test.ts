// Thumbnail tests run on YouTube, through the Worker against the offline fakes: the images come as
// multipart form data and are checked as YouTube takes them (JPEG or PNG by their bytes, at most
// 2 MB, 2 or 3 different pictures, not on a Short), nothing written when refused; started, the
// first image is set on YouTube at once, the days' swaps set each image in turn until the reach
// report shows a winner, which stays; "apply" keeps a chosen image; a test that stops puts the
// thumbnail from before the test back.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runDueYouTubeTests } from "~/features/thumbnail-optimizer/index.server";
import { nextPacificMidnight, pacificDate } from "~/features/thumbnail-optimizer/youtube-tests.server";
import { getDb } from "~/lib/db/client.server";
import { sha256Hex } from "~/lib/sha256";
import { sampleThumbnailJpeg } from "~/lib/thumbnails/sample-thumbnail";
import { googleWorker, ownerWithSampleChannel } from "../google-worker";
import { joinWorkspace, postForm, signUp, storeRows, storeRun } from "../helpers";

const { googleEnv, call, connectGoogle, writesMade } = googleWorker({
  // Room for a whole simulated test's swaps in one real day.
  YOUTUBE_DAILY_WRITE_UNITS: "100000",
  YOUTUBE_TEAM_DAILY_WRITE_UNITS: "100000",
});
const db = getDb(env);

/** A small JPEG-framed picture (YouTube's fake checks the type by its first bytes). */
const jpeg = (seed: number): Uint8Array<ArrayBuffer> =>
  new Uint8Array([0xff, 0xd8, 0xff, 0xe0, seed, seed + 1, seed + 2, 0xff, 0xd9]);
const png = (seed: number): Uint8Array<ArrayBuffer> =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, seed, seed + 1]);
const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type = "image/jpeg") => new File([bytes], name, { type });

function testForm(videoId: string, files: File[], element = "thumbnail") {
  const form = new FormData();
  form.set("videoId", videoId);
  form.set("element", element);
  for (const f of files) form.append("variants", f);
  return form;
}

async function ownerWithConsent() {
  const owner = await ownerWithSampleChannel("thumb-tests");
  await connectGoogle(owner.cookie, { allowChanges: "1" });
  return owner;
}

async function uploads(teamId: string, short: boolean) {
  const rows = await storeRows(
    teamId,
    "SELECT id FROM videos WHERE is_short = ? ORDER BY published_at DESC LIMIT 2",
    short ? 1 : 0,
  );
  return rows.map((r) => String(r[0]));
}

/** The picture YouTube shows for the video now: the digest of the last image set on it. */
async function thumbnailOnYouTube(videoId: string) {
  const sets = (await writesMade()).filter(
    (w) => w.method === "thumbnails.set" && w.videoId === videoId,
  ) as unknown as { sha256: string }[];
  return sets.at(-1)?.sha256 ?? null;
}

async function testRow(teamId: string, id: string) {
  const [row] = await storeRows(teamId, "SELECT state, outcome, element FROM ab_tests WHERE id = ?", id);
  return { state: row?.[0], outcome: String(row?.[1] ?? ""), element: row?.[2] };
}

describe("thumbnail tests on YouTube", () => {
  it("refuse what YouTube would not take, naming the file, and write nothing", async () => {
    const { cookie, teamId } = await ownerWithConsent();
    const [video] = await uploads(teamId, false);
    const before = (await writesMade()).length;
    const refusal = async (init: Parameters<typeof call>[2]) => {
      const response = await call("POST", "/api/ab-tests", { cookie, ...init });
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: string }).error;
    };

    expect(await refusal({ json: { videoId: video, element: "thumbnail", variants: ["a.jpg", "b.jpg"] } })).toContain(
      "multipart/form-data",
    );
    expect(
      await refusal({
        multipart: testForm(video!, [
          file(jpeg(1), "a.jpg"),
          file(new TextEncoder().encode("not a picture"), "notes.jpg"),
        ]),
      }),
    ).toBe("Thumbnail B (notes.jpg) is not a JPEG or PNG image.");
    expect(await refusal({ multipart: testForm(video!, [file(jpeg(1), "a.jpg")]) })).toContain("Choose 2 or 3");
    expect(
      await refusal({ multipart: testForm(video!, [file(jpeg(1), "a.jpg"), file(jpeg(1), "copy of a.jpg")]) }),
    ).toContain("the images must differ");
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(jpeg(3));
    expect(await refusal({ multipart: testForm(video!, [file(jpeg(1), "a.jpg"), file(big, "huge.jpg")]) })).toBe(
      "Thumbnail B (huge.jpg) is over 2 MB: YouTube takes thumbnails of at most 2 MB.",
    );
    const [short] = await uploads(teamId, true);
    expect(short, "the sample channel has Shorts").toBeDefined();
    expect(
      await refusal({ multipart: testForm(short!, [file(jpeg(1), "a.jpg"), file(png(2), "b.png", "image/png")]) }),
    ).toContain("cannot set a Short's thumbnail");
    expect((await writesMade()).length).toBe(before);
  });

  it("set each image in turn and leave the one the reach report shows winning", async () => {
    const { cookie, teamId } = await ownerWithConsent();
    const [video] = (await uploads(teamId, false)) as [string];
    const a = jpeg(10);
    const b = png(20);
    const started = await call("POST", "/api/ab-tests", {
      cookie,
      multipart: testForm(video, [file(a, "current.jpg"), file(b, "bolder.png", "image/png")]),
    });
    expect(started.status, await started.clone().text()).toBe(201);
    const { id } = (await started.json()) as { id: string };
    expect(await thumbnailOnYouTube(video)).toBe(await sha256Hex(a));
    expect((await testRow(teamId, id)).element).toBe("thumbnail");

    let now = Date.now();
    for (let day = 0; day < 30 && (await testRow(teamId, id)).state === "running"; day++) {
      now = nextPacificMidnight(now) + 5 * 60_000;
      await runDueYouTubeTests(googleEnv(), db, new Date(now));
      const [row] = await storeRows(teamId, "SELECT state, live_position FROM ab_tests WHERE id = ?", id);
      if (row?.[0] !== "running") break;
      const position = Number(row[1]);
      expect(await thumbnailOnYouTube(video)).toBe(await sha256Hex(position === 0 ? a : b));
      await storeRun(
        teamId,
        "INSERT INTO video_reach_days (workspace_id, video_id, date, impressions, ctr, read_at) VALUES (?, ?, ?, ?, ?, ?)",
        teamId,
        video,
        pacificDate(now),
        20_000,
        position === 0 ? 0.04 : 0.06,
        now,
      );
    }
    const ended = await testRow(teamId, id);
    expect(ended.state).toBe("ended");
    expect(ended.outcome).toContain("“Thumbnail B (bolder.png)” won");
    expect(await thumbnailOnYouTube(video)).toBe(await sha256Hex(b));

    // An ended test keeps no image: they were only needed to run it.
    expect(await storeRows(teamId, "SELECT count(*) FROM ab_test_images WHERE test_id = ?", id)).toEqual([[0]]);
    const deleted = await postForm("/thumbnail-optimizer", { intent: "delete-test", testId: id }, { cookie });
    expect(deleted.status).toBeLessThan(400);
    expect(await storeRows(teamId, "SELECT count(*) FROM ab_tests WHERE id = ?", id)).toEqual([[0]]);
  });

  it("apply keeps a chosen image; a stopped test puts the thumbnail from before it back", async () => {
    const { cookie, teamId } = await ownerWithConsent();
    const [first, second] = (await uploads(teamId, false)) as [string, string];
    const started = await call("POST", "/api/ab-tests", {
      cookie,
      multipart: testForm(first, [file(jpeg(30), "a.jpg"), file(jpeg(40), "b.jpg")]),
    });
    const { id } = (await started.json()) as { id: string };
    const running = await postForm("/thumbnail-optimizer", { intent: "delete-test", testId: id }, { cookie });
    expect(await running.text()).toContain("keep one of its variants first");
    const applied = await call("POST", `/api/ab-tests/${id}/apply`, { cookie, json: { variant: 1 } });
    expect(applied.status).toBe(200);
    expect(await thumbnailOnYouTube(first)).toBe(await sha256Hex(jpeg(40)));
    expect((await testRow(teamId, id)).state).toBe("ended");

    // A manager starts one and leaves the workspace: the next step puts the original back.
    const managerEmail = `thumb-tests-manager-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const manager = await signUp(managerEmail);
    await joinWorkspace(managerEmail, teamId, "manager");
    const byManager = await call("POST", "/api/ab-tests", {
      cookie: manager,
      multipart: testForm(second, [file(jpeg(50), "x.jpg"), file(jpeg(60), "y.jpg")]),
    });
    expect(byManager.status, await byManager.clone().text()).toBe(201);
    const managerTest = ((await byManager.json()) as { id: string }).id;
    await env.DB.prepare("DELETE FROM workspace_members WHERE workspace_id = ?").bind(teamId).run();
    await runDueYouTubeTests(googleEnv(), db, new Date(nextPacificMidnight(Date.now()) + 60_000));
    const stopped = await testRow(teamId, managerTest);
    expect(stopped.state).toBe("ended");
    expect(stopped.outcome).toContain("The original thumbnail is on YouTube again.");
    expect(await thumbnailOnYouTube(second)).toBe(await sha256Hex(sampleThumbnailJpeg(second)));
  });

  it("start from the Thumbnail Optimizer's form without JavaScript, after an estimate that uploads nothing", async () => {
    const { cookie, teamId } = await ownerWithConsent();
    const [video] = (await uploads(teamId, false)) as [string];
    const page = await (await call("GET", "/thumbnail-optimizer", { cookie })).text();
    expect(page).toContain("Thumbnail test on YouTube");
    // Its video picker offers long-form uploads only: YouTube's API cannot set a Short's thumbnail.
    const thumbnailForm = page.slice(page.indexOf('aria-label="Run a thumbnail test on YouTube"'));
    const picker = thumbnailForm.slice(0, thumbnailForm.indexOf("</select>"));
    const [short] = await uploads(teamId, true);
    expect(picker).toContain(`value="${video}"`);
    expect(picker).not.toContain(`value="${short}"`);

    const estimate = await postForm(
      "/thumbnail-optimizer",
      { intent: "youtube-thumbnail-estimate", videoId: video, image: "current.jpg" },
      { cookie },
    );
    const estimatePage = await estimate.text();
    expect(estimate.status).toBe(200);
    expect(estimatePage).toContain("Include your current thumbnail as one of the images");

    const form = new FormData();
    form.set("intent", "youtube-thumbnail-start");
    form.set("videoId", video);
    form.append("image", file(jpeg(70), "current.jpg"));
    form.append("image", file(png(80), "new.png", "image/png"));
    // The optional third input, left empty, sends a nameless empty file.
    form.append("image", new File([], "", { type: "application/octet-stream" }));
    const started = await call("POST", "/thumbnail-optimizer", { cookie, multipart: form });
    expect(started.status).toBe(200);
    const after = await started.text();
    expect(after).toContain("Running on YouTube: one whole day per thumbnail in turn");
    expect(after).toContain("Thumbnail B (new.png)");
    expect(await thumbnailOnYouTube(video)).toBe(await sha256Hex(jpeg(70)));
  });
});
