// Keeps README.md's "Bindings" paragraph true to wrangler.toml: it names every Workers rate limiter once, with its
// limit, and counts them right. (test/integration/hardening/deployment.test.ts checks production repeats each one.)
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file) => fs.readFileSync(path.join(ROOT, file), "utf8");
const NUMBERS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** The top level's `[[ratelimits]]` blocks (production's are `[[env.production.ratelimits]]`): name, limit, period. */
function limiters(toml) {
  return [...toml.matchAll(/^\[\[ratelimits\]\]\n([\s\S]*?)(?=^\[|(?![\s\S]))/gm)].map(([, block]) => {
    const name = /^name = "([A-Z_]+)"$/m.exec(block)?.[1];
    const simple = /^simple = \{ limit = (\d+), period = (\d+) \}$/m.exec(block);
    assert.ok(name && simple, `a [[ratelimits]] block of wrangler.toml without a name or simple limit:\n${block}`);
    return { name, limit: Number(simple[1]), period: Number(simple[2]) };
  });
}

/** README.md's paragraph that starts "Bindings:", its lines joined. */
function bindingsParagraph(readme) {
  const paragraph = /^Bindings: [\s\S]*?(?=\n\n|(?![\s\S]))/m.exec(readme)?.[0];
  assert.ok(paragraph, 'README.md has no paragraph starting "Bindings: "');
  return paragraph.replace(/\s+/g, " ");
}

test("the parsers read what they should", () => {
  const toml = '[[ratelimits]]\nname = "A_RATE_LIMITER"\nnamespace_id = "1"\nsimple = { limit = 10, period = 60 }\n\n# note\n[[env.production.ratelimits]]\nname = "B_RATE_LIMITER"\nsimple = { limit = 5, period = 60 }\n';
  assert.deepEqual(limiters(toml), [{ name: "A_RATE_LIMITER", limit: 10, period: 60 }]);
  assert.equal(bindingsParagraph("x\n\nBindings: `A` (1\nper 60 s).\nmore\n\nNext"), "Bindings: `A` (1 per 60 s). more");
});

test("README.md's Bindings paragraph names each rate limiter of wrangler.toml once, with its limit and period", () => {
  const declared = limiters(read("wrangler.toml"));
  const paragraph = bindingsParagraph(read("README.md"));
  assert.ok(declared.length > 0, "no [[ratelimits]] in wrangler.toml");
  const named = [...paragraph.matchAll(/`([A-Z_]+_RATE_LIMITER)`/g)].map(([, name]) => name);
  assert.deepEqual(named.filter((name, at) => named.indexOf(name) !== at), [], "a limiter is named twice");
  assert.deepEqual([...named].sort(), declared.map(({ name }) => name).sort(), "the paragraph's limiters and wrangler.toml's differ");
  const count = new RegExp(`\\b${NUMBERS[declared.length]} Workers rate limiters\\b`);
  assert.match(paragraph, count, `the paragraph should count ${NUMBERS[declared.length]} Workers rate limiters`);
  const periods = new Set(declared.map(({ period }) => period));
  assert.equal(periods.size, 1, "the limiters' periods differ; the paragraph says one period for all");
  assert.match(paragraph, new RegExp(`each counting per ${[...periods][0]} s`), "the paragraph's period");
  for (const { name, limit } of declared) assert.match(paragraph, new RegExp(`\`${name}\` \\(${limit} per `), `${name} is ${limit} per period in wrangler.toml`);
});
