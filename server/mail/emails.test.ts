import { describe, expect, it } from "vitest";
import { confirmationEmail, passwordResetEmail } from "./emails";

const LINK = "https://may.example/email-confirmation?confirmation=abc&email=a%40b.c";

describe("email templates", () => {
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
