import { describe, expect, it } from "vitest";
import { confirmationEmail, escapeHtml, passwordResetEmail } from "./templates";

const LINK = "https://may.example/email-confirmation?confirmation=abc&email=a%40b.c";

describe("email templates", () => {
  it("escape everything HTML cares about", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });

  it.each([
    ["confirmation", confirmationEmail],
    ["password reset", passwordResetEmail],
  ])("%s: a text part and an HTML part, both with the absolute link, user text escaped", (_name, template) => {
    const mail = template({ to: "a@b.c", username: `<img src=x onerror="alert(1)">`, link: LINK });
    expect(mail.to).toBe("a@b.c");
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain(`<img src=x onerror="alert(1)">`);
    expect(mail.html).toContain(`href="${LINK.replace("&", "&amp;")}"`);
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.html).not.toContain("<img");
  });
});
