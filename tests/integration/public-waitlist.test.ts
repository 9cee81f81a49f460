import { describe, expect, it } from "vitest";
import { get, pageText, postForm } from "../helpers";

// Without JavaScript the page is rendered afresh from the action's answer: a refused address
// must come back in the field, not be emptied.
describe("a refused waitlist address keeps what was typed", () => {
  it("an invalid address is in the field next to the spec's message", async () => {
    const response = await postForm("/waitlist", { email: "ada@example" });
    expect(response.status).toBe(400);
    const html = await pageText(response);
    expect(html).toContain("Please enter a valid email address");
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="ada@example"/);
  });

  it("a duplicate is in the field next to the spec's message", async () => {
    expect((await postForm("/waitlist", { email: "twice@example.com" })).status).toBe(200);
    const response = await postForm("/waitlist", { email: "Twice@Example.com" });
    expect(response.status).toBe(409);
    const html = await pageText(response);
    expect(html).toContain("This email is already on our waitlist!");
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="Twice@Example.com"/);
  });

  it("a joined address is not echoed: the success panel replaces the form", async () => {
    const response = await postForm("/waitlist", { email: "fresh@example.com" });
    expect(response.status).toBe(200);
    const html = await pageText(response);
    expect(html).toContain("You're on the list!");
    expect(html).not.toMatch(/<input[^>]*name="email"/);
  });
});

// Where the landing page's try buttons lead without JavaScript: sign-up is open, so the page
// offers it beside the waitlist, as the welcome dialog does.
describe("the waitlist page", () => {
  it("offers a free account beside the waitlist form", async () => {
    const html = await pageText(await get("/waitlist?from=/"));
    expect(html).toMatch(/<a[^>]*href="\/signup"[^>]*>Create a free account<\/a>/);
    expect(html).toContain("Join Waitlist");
  });
});

// The landing page's own calls to action: sign-up beside the waitlist and the demo, at the top and
// at the bottom.
describe("the landing page", () => {
  it("offers a free account beside Join Waitlist and Access Demo, in the hero and the closing band", async () => {
    const html = await pageText(await get("/landing"));
    expect(html.match(/<a[^>]*href="\/signup"[^>]*>Create a free account<\/a>/g)?.length).toBe(2);
    expect(html).toContain("Join Waitlist");
    expect(html).toContain("Access Demo");
  });
});
