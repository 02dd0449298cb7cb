import { describe, expect, it } from "vitest";
import { signedUpUser } from "../accounts/helpers";
import { sameSitePath } from "@core/same-site-path";
import { logInOnScreen } from "./helpers";

// docs/security.md, "Screens and headers": a return path is parsed against our origin; only our own paths pass.
const HOSTILE = [
  "//evil.example/x",
  "https://evil.example/",
  "/\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\u000b/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  " //evil.example",
  "/%09/evil.example",
  "/%2F%2Fevil.example",
  "javascript:alert(1)",
  "http:evil.example",
  "/\\/evil.example",
  "//\\evil.example",
  "/.//evil.example",
  "/./\\evil.example",
  "/\u0000/evil.example",
];

describe("sameSitePath", () => {
  it("keeps our own paths, with their query and hash", () => {
    expect(sameSitePath("/u/dashboard")).toBe("/u/dashboard");
    expect(sameSitePath("/u/chat?x=1#y")).toBe("/u/chat?x=1#y");
    expect(sameSitePath("/")).toBe("/");
  });

  it("refuses anything a browser could read as another site, and never returns a control character", () => {
    for (const target of HOSTILE) {
      const result = sameSitePath(target);
      if (result !== null) {
        expect(result, JSON.stringify(target)).toMatch(/^\/(?![/\\])/);
        expect([...result].some((char) => char < " " || char === "\u007f" || char === "\\")).toBe(false);
        expect(new URL(result, "https://may.example").origin).toBe("https://may.example");
      }
    }
    for (const target of ["", "u/chat", "https://evil.example/", "//evil.example", "/\\evil.example", "/\t/evil.example", null, undefined]) {
      expect(sameSitePath(target), JSON.stringify(target)).toBeNull();
    }
  });
});

describe("the return path after login", () => {
  it("never leaves the site and never fails, whatever redirectTo holds (query or form field)", async () => {
    const { person } = await signedUpUser();
    for (const target of HOSTILE) {
      const viaQuery = await logInOnScreen(person.email, person.password, `/login?redirectTo=${encodeURIComponent(target)}`);
      expect(viaQuery.response.status, JSON.stringify(target)).toBe(302);
      const location = viaQuery.response.headers.get("location")!;
      expect(new URL(location, "http://localhost").origin, `${JSON.stringify(target)} → ${location}`).toBe("http://localhost");
      expect(location).toMatch(/^\/(?![/\\])/);
    }
  });

  it("still returns to a path on this site", async () => {
    const { person } = await signedUpUser();
    const back = await logInOnScreen(person.email, person.password, "/login?redirectTo=%2Fu%2Fprojects%2F3%3Ftab%3Dmessages");
    expect(back.response.headers.get("location")).toBe("/u/projects/3?tab=messages");
  });
});
