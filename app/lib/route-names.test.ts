import { afterEach, describe, expect, it, vi } from "vitest";
import { NOT_FOUND_PATH, pathFor, ROUTE_PATHS } from "./route-names";

describe("pathFor", () => {
  afterEach(() => vi.restoreAllMocks());

  it("maps every internal route name of SPEC.md to its path", () => {
    expect(pathFor("Login")).toBe("/login");
    expect(pathFor("Signup")).toBe("/signup");
    expect(pathFor("ForgotPassword")).toBe("/forgot-password");
    expect(pathFor("EmailConfirmation")).toBe("/email-confirmation");
    expect(pathFor("Chat")).toBe("/u/chat");
    expect(pathFor("Dashboard")).toBe("/u/dashboard");
    expect(pathFor("Preview")).toBe("/preview");
    expect(pathFor("Page")).toBe("/preview/page");
    expect(Object.keys(ROUTE_PATHS)).toHaveLength(8);
  });

  it("logs SPEC.md's message and gives /404 for an unknown name", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(pathFor("Settings")).toBe(NOT_FOUND_PATH);
    expect(NOT_FOUND_PATH).toBe("/404");
    expect(warn).toHaveBeenCalledWith("This path /Settings can not be found.");
  });

  it("does not treat Object.prototype members as route names", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(pathFor("toString")).toBe("/404");
    expect(pathFor("__proto__")).toBe("/404");
  });
});
