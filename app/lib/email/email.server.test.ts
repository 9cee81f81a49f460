import { describe, expect, it } from "vitest";
import { escapeHtml } from "./email-html";
import { serviceMessage } from "./email.server";

describe("serviceMessage (what Email Service's binding is given)", () => {
  const email = {
    to: "creator@example.com",
    subject: "Reset <your> password",
    text: "Open https://vidwise.app/reset?token=t1 now",
    kind: "password-reset" as const,
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
});
