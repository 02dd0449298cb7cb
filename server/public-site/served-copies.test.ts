import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { ServedSite } from "@server/publishing";
import { CopyMemory, MEMORY_SECONDS } from "./served-copies";

const BOUND_MS = MEMORY_SECONDS * 1000;

describe("the memory of served pages, against a model", () => {
  type Op =
    | { op: "keep"; slug: number; page: number; size: number; stale: boolean }
    | { op: "get"; slug: number; page: number }
    | { op: "forget"; slug: number }
    | { op: "wait"; ms: number };
  const slugs = ["rise-crumb", "rise", "crumb-rise", "a"];
  const pages = [null, "menu", "about-us"];
  const ops: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ op: fc.constant("keep" as const), slug: fc.nat(3), page: fc.nat(2), size: fc.integer({ min: 1, max: 400 }), stale: fc.boolean() }),
    fc.record({ op: fc.constant("get" as const), slug: fc.nat(3), page: fc.nat(2) }),
    fc.record({ op: fc.constant("forget" as const), slug: fc.nat(3) }),
    fc.record({ op: fc.constant("wait" as const), ms: fc.integer({ min: 0, max: 3000 }) }),
  );

  it("answers only the copy kept for that very site and page, never older than the bound nor from before a change to its site, within its limits", () => {
    fc.assert(
      fc.property(fc.array(ops, { maxLength: 80 }), fc.integer({ min: 1, max: 6 }), (sequence, maxPages) => {
        const limits = { ttlMs: BOUND_MS, maxPages, maxChars: 1200 };
        const memory = new CopyMemory(limits);
        let now = 1_000_000;
        let serial = 0;
        // What the memory may answer: the last copy kept for the address, when it was kept, and whether its site changed since.
        const model = new Map<string, { html: string; at: number; forgotten: boolean }>();
        for (const step of sequence) {
          if (step.op === "wait") now += step.ms;
          else if (step.op === "forget") {
            memory.forgetSite(slugs[step.slug]!);
            for (const [key, entry] of model) if (key.startsWith(`${slugs[step.slug]}/`)) entry.forgotten = true;
          } else {
            const key = `${slugs[step.slug]}/${pages[step.page] ?? ""}`;
            if (step.op === "keep") {
              // A read that began before the last change (a stale count) must not be kept.
              const changes = step.stale ? memory.changes - 1 : memory.changes;
              const html = `${key}#${serial++}`.padEnd(step.size, ".");
              const site: ServedSite = { projectId: step.slug, html, etag: '"e"', source: "kv" };
              memory.keep(slugs[step.slug]!, pages[step.page]!, site, changes, now);
              if (!step.stale && html.length <= limits.maxChars / 4) model.set(key, { html, at: now, forgotten: false });
            } else {
              const got = memory.get(slugs[step.slug]!, pages[step.page]!, now);
              if (got) {
                const expected = model.get(key);
                expect(got.html).toBe(expected?.html);
                expect(got.projectId).toBe(step.slug);
                expect(expected!.forgotten).toBe(false);
                expect(now - expected!.at).toBeLessThan(BOUND_MS);
              }
            }
          }
          expect(memory.size.pages).toBeLessThanOrEqual(maxPages);
          expect(memory.size.chars).toBeLessThanOrEqual(limits.maxChars);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("answers a fresh copy until the bound, then asks again", () => {
    const memory = new CopyMemory({ ttlMs: BOUND_MS, maxPages: 10, maxChars: 10_000 });
    const site: ServedSite = { projectId: 1, html: "<p>v1</p>", etag: '"e"', source: "kv" };
    memory.keep("rise-crumb", null, site, memory.changes, 0);
    expect(memory.get("rise-crumb", null, BOUND_MS - 1)?.html).toBe("<p>v1</p>");
    expect(memory.get("rise-crumb", null, BOUND_MS)).toBeNull();
    expect(memory.size).toEqual({ pages: 0, chars: 0 });
  });
});
