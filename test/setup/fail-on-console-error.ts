import { afterEach, expect, vi } from "vitest";

// A console.error during a test is a bug we have not noticed yet; make it fail loudly.
// Tests that expect one (an unhandled 500, a failed probe) spy on console.error themselves.
let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  if (vi.isMockFunction(console.error)) return;
  expect(seen, "console.error was called during the test").toEqual([]);
});
