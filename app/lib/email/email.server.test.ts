import { describe, expect, it } from "vitest";
import { escapeHtml } from "./email-html";
import { type OutgoingEmail, appOriginOf, serviceMessage } from "./email.server";

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

describe("serviceMessage (what Email Service's binding is given)", () => {
  const email = {
    to: "creator@example.com",
    subject: "Reset <your> password",
    text: "Open https://vidwise.app/reset?token=t1 now",
    kind: "password-reset" as const,
    secrets: ["https://vidwise.app/reset?token=t1"],
  };

  it("sends from EMAIL_FROM under the product's name, to the one recipient, text and HTML together", () => {
    const message = serviceMessage("noreply@vidwise.app", email);
    expect(message.from).toEqual({ email: "noreply@vidwise.app", name: "Vidwise" });
    expect(message.to).toBe("creator@example.com");
    expect(message.subject).toBe("Reset <your> password");
    expect(message.text).toBe(email.text);
    expect(message.html).toContain(`<a href="${escapeHtml("https://vidwise.app/reset?token=t1")}"`);
    expect(message.html).toContain("<title>Reset &lt;your&gt; password</title>");
  });

  it("links in the HTML part only what is on the origin of the app's own links", () => {
    const unsubscribe = "http://vidwise.test/unsubscribe/weekly-digest?token=t2";
    const message = serviceMessage("noreply@vidwise.app", {
      to: "creator@example.com",
      subject: "Digest",
      kind: "weekly-digest",
      text: `Report: http://vidwise.test/reports/client?period=7\nNot ours: https://evil.example/pay\nUnsubscribe: ${unsubscribe}`,
      secrets: [unsubscribe, "t2"],
    });
    expect(hrefs(message.html!)).toEqual(["http://vidwise.test/reports/client?period=7", unsubscribe]);
  });
});

describe("appOriginOf", () => {
  const mail = (secrets?: string[]): OutgoingEmail => ({
    to: "a@example.com",
    subject: "s",
    text: "t",
    kind: "feedback",
    secrets,
  });

  it("is the one origin of the mail's secret links, the bare tokens beside them aside", () => {
    expect(appOriginOf(mail(["https://vidwise.app/invite?token=x", "x"]))).toBe("https://vidwise.app");
    expect(appOriginOf(mail(["http://localhost:5173/a?t=1", "http://localhost:5173/b?t=2"]))).toBe(
      "http://localhost:5173",
    );
  });

  it("is null for a mail with no link of the app's (feedback to support) or links that disagree", () => {
    expect(appOriginOf(mail())).toBeNull();
    expect(appOriginOf(mail(["a-bare-token"]))).toBeNull();
    expect(appOriginOf(mail(["https://vidwise.app/a", "https://other.example/b"]))).toBeNull();
    expect(appOriginOf(mail(["mailto:someone@example.com"]))).toBeNull();
  });

  it("leaves a feedback mail's links as text: what a user typed never becomes an anchor", () => {
    const message = serviceMessage("noreply@vidwise.app", { ...mail(), text: "Feedback:\nhttps://evil.example/x" });
    expect(message.html).not.toContain("<a ");
    expect(message.html).toContain("https://evil.example/x");
  });
});
