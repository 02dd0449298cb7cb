import { describe, expect, it } from "vitest";
import { call, newPerson } from "./helpers";

describe("/dev/outbox", () => {
  it("lists the kept emails with their links in development", async () => {
    const person = { ...newPerson(), username: "<script>alert(1)</script>" };
    expect((await call("/auth/local/register", { json: person })).status).toBe(200);
    const response = await call("http://localhost/dev/outbox");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain("Outbox");
    expect(html).toContain(person.email);
    expect(html).toContain("Confirm your email for May");
    expect(html).toMatch(/<a href="http:\/\/localhost:5173\/email-confirmation\?confirmation=[\w-]+&amp;email=/);
    expect(html).toContain('sandbox=""');
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toMatch(/<script\b/);
  });

  it("does not exist outside development", async () => {
    for (const ENVIRONMENT of ["production", "staging"]) {
      const response = await call("http://localhost/dev/outbox", { env: { ENVIRONMENT } });
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("Page not found");
      expect(html).not.toContain("Outbox");
    }
  });
});
