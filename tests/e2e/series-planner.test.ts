import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Locator, Page } from "playwright-core";
import {
  assertNoHorizontalOverflow,
  assertNoSqueezedText,
  axeViolations,
  launch,
  newContext,
  startDemo,
  watchErrors,
} from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** The titles of an open series' videos, in the order shown. */
async function videoTitles(list: Locator): Promise<string[]> {
  return list.locator(":scope > li p.font-semibold").allInnerTexts();
}

async function seriesCard(page: Page, title: string) {
  return page.getByRole("article", { name: title, exact: true });
}

for (const javaScriptEnabled of [true, false]) {
  describe(`Series Planner with JavaScript ${javaScriptEnabled ? "on" : "off"}, on a 390 px phone`, () => {
    test("analyses the library, opens one series at a time, reorders, plans, edits, removes and deletes", async () => {
      const context = await newContext(browser, { javaScriptEnabled, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const errors = watchErrors(page);
      // With JavaScript the remove and delete buttons ask first.
      page.on("dialog", (dialog) => void dialog.accept());
      await startDemo(page);
      await page.goto("/series-planner");
      // A fresh demo opens on the series the analysis found in the sample library (demo showcase).
      await (await seriesCard(page, "Python Basics")).waitFor();
      const found = Number(
        /Total Series\s+(\d+)/.exec(await page.getByRole("region", { name: "Statistics" }).innerText())?.[1],
      );
      assert.ok(found >= 3, `opens on ${found} series`);

      // Spec §5: a series needs a non-blank title.
      const addButton = page.getByRole("button", { name: "Add Series" });
      const titleField = page.getByRole("textbox", { name: "New series title" });
      await titleField.fill("   ");
      if (javaScriptEnabled) {
        await page.waitForFunction(() =>
          [...document.querySelectorAll("button")].some((b) => b.textContent === "Add Series" && b.disabled),
        );
      } else {
        await addButton.click();
        await page.getByText("Enter a series title.").waitFor();
      }

      await page.getByRole("button", { name: "Analyze Library" }).click();
      const python = await seriesCard(page, "Python Basics");
      await python.waitFor();
      const stats = page.getByRole("region", { name: "Statistics" });
      const total = Number(/Total Series\s+(\d+)/.exec(await stats.innerText())?.[1]);
      // Analysing again finds the same series: nothing is duplicated.
      assert.equal(total, found);
      assert.match(await python.innerText(), /8 videos/);
      // Found in the library with nothing planned: no completion figure to claim.
      assert.match(await python.innerText(), /nothing planned yet/);
      assert.doesNotMatch(await python.innerText(), /% complete/);

      // Opening is a link: one series open at a time, named in the URL.
      await python.getByRole("link", { name: "Show details of Python Basics" }).click();
      await page.waitForURL(/\?open=/);
      const list = python.getByRole("list", { name: "Videos of Python Basics" });
      await list.waitFor();
      assert.equal(await page.getByRole("link", { name: /^Hide details/ }).count(), 1);
      assert.match(await python.innerText(), /Viewer flow/i);
      assert.match(await python.innerText(), /Part 8 has \d+% of part 1's views/);
      const smartHome = await seriesCard(page, "Smart Home From Scratch");
      await smartHome.getByRole("link", { name: "Show details of Smart Home From Scratch" }).click();
      await smartHome.getByRole("list", { name: "Videos of Smart Home From Scratch" }).waitFor();
      assert.equal(await python.getByRole("list", { name: "Videos of Python Basics" }).count(), 0);
      assert.equal(await page.getByRole("link", { name: /^Hide details/ }).count(), 1);
      await python.getByRole("link", { name: "Show details of Python Basics" }).click();
      await list.waitFor();

      // Reorder: #2 up swaps it with #1.
      const before = await videoTitles(list);
      assert.match(before[0]!, /^Python Basics #1:/);
      assert.match(before[1]!, /^Python Basics #2:/);
      await list.getByRole("button", { name: `Move ${before[1]} up` }).click();
      // A locator wait, not waitForFunction: without JavaScript the click is a navigation, and a
      // locator keeps waiting across it.
      await list.locator(":scope > li:first-child p.font-semibold", { hasText: before[1] }).waitFor();
      const moved = await videoTitles(list);
      assert.deepEqual(moved.slice(0, 2), [before[1], before[0]]);
      assert.deepEqual(moved.slice(2), before.slice(2));
      // The first video cannot move further up.
      assert.equal(await list.getByRole("button", { name: `Move ${before[1]} up` }).isDisabled(), true);

      // Plan a new part: appended as planned, the progress bar follows (8 of 9 published).
      await python.getByRole("textbox", { name: "Planned title" }).fill("Python Basics #9: Classes");
      await python.getByRole("button", { name: "Add Planned Video" }).click();
      await list.locator("p.font-semibold", { hasText: /^Python Basics #9: Classes$/ }).waitFor();
      await python.getByText("89% complete").waitFor();
      assert.equal(await python.getByRole("progressbar").getAttribute("aria-valuenow"), "89");
      assert.match(await stats.innerText(), /Planned Videos\s+1\b/);

      // Edit the planned part: title, status, date.
      const planned = list.locator(":scope > li").last();
      await planned.locator("summary").click();
      const editForm = planned.getByRole("form", { name: "Edit Python Basics #9: Classes" });
      await editForm.getByRole("textbox", { name: "Title" }).fill("Python Basics #9: Classes and Objects");
      await editForm.getByRole("combobox", { name: "Status" }).selectOption("in-progress");
      await editForm.getByLabel("Publish date").fill("2030-01-15");
      await editForm.getByRole("button", { name: "Save Video" }).click();
      await list.locator("p.font-semibold", { hasText: /^Python Basics #9: Classes and Objects$/ }).waitFor();
      const edited = list.locator(":scope > li").last();
      assert.match(await edited.innerText(), /In progress/);
      assert.match(await edited.innerText(), /Publish Jan 15, 2030/);
      assert.match(await python.innerText(), /In progress/);

      // Remove it again.
      await edited.getByRole("button", { name: "Remove Python Basics #9: Classes and Objects" }).click();
      await list.locator("p.font-semibold", { hasText: /Classes and Objects/ }).waitFor({ state: "detached" });
      // Without JavaScript the removal is a page load: the old list detaches before the new one
      // renders, so wait for the new list before counting it.
      await list.locator(":scope > li").nth(7).waitFor();
      assert.equal((await videoTitles(list)).length, 8);

      // A series added by hand, then deleted.
      await page.getByRole("textbox", { name: "New series title" }).fill("Van Build");
      await page.getByRole("button", { name: "Add Series" }).click();
      const vanBuild = await seriesCard(page, "Van Build");
      await vanBuild.getByText("No videos yet").waitFor();
      assert.equal(await page.getByRole("textbox", { name: "New series title" }).inputValue(), "");
      assert.match(await stats.innerText(), new RegExp(`Total Series\\s+${total + 1}\\b`));
      await assertNoHorizontalOverflow(page);
      if (javaScriptEnabled) {
        const violations = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
        assert.deepEqual(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
          [],
        );
      }
      await vanBuild.getByRole("button", { name: "Delete series Van Build" }).click();
      await vanBuild.waitFor({ state: "detached" });
      assert.match(await stats.innerText(), new RegExp(`Total Series\\s+${total}\\b`));

      await assertNoHorizontalOverflow(page);
      await assertNoSqueezedText(page);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
