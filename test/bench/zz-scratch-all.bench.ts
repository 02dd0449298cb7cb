import { it } from "vitest";
import { fnv1a } from "@core/hash";
import { SITE_TEMPLATES } from "@core/sites/themes";
import { askToBotAction } from "@server/ai/actions";
import { renderSite } from "@server/sites/render/render-site";
import { env } from "cloudflare:workers";
import { loadBenchmark } from "../fidelity/schema";
import { normalise, visibleText } from "../fidelity/visible-text";

const ai = { env: { ...(env as any), AI_PROVIDER: "built-in" }, requestId: "x" };
const literal = (value: string) => new RegExp(normalise(value).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "giu");
function mask(text: string, name: string, location: string) {
  const town = location.split(",")[0]!.trim();
  let t = text.replace(literal(name), "<name>").replace(literal(location), "<place>");
  if (town && town !== location) t = t.replace(literal(town), "<place>");
  return t;
}
function sentencesOf(blocks: string[], name: string, location: string) {
  const s = new Set<string>();
  for (const b of blocks) for (const x of mask(b, name, location).split(/(?<=[.!?])\s+/)) { const c = x.toLowerCase().replace(/\s+/g, " ").trim(); if (c.split(" ").filter((w) => /[\p{L}\p{N}]/u.test(w)).length >= 4) s.add(c); }
  return s;
}
function leaves(value: unknown, path: string, out: [string, string][]) {
  if (typeof value === "string") out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v) => leaves(v, path, out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) leaves(v, path ? `${path}.${k}` : k, out);
}
async function site(name: string, business: string, location: string, template: string) {
  const action = askToBotAction("generate-site")!;
  const parsed = action.data.parse({ name, business, location, template, seed: fnv1a(`${name}|${location}`) });
  const { document } = (await action.run(ai as any, parsed)) as any;
  const html = renderSite(document, { formAction: "/x", canonicalUrl: "https://x/s" });
  const out: [string, string][] = [];
  for (const sec of document.sections) leaves(sec, sec.type, out);
  return { sentences: sentencesOf(visibleText(html).body, name, location), leaves: out.map(([p, v]) => [p.replace(/\.(id|writer|href|key)$/, ""), mask(normalise(v), name, location).toLowerCase()] as [string, string]) };
}
const WORDS = "Alder Birch Cedar Dove Elm Fern Grove Heron Iris Juniper Kestrel Larch Maple North Oak Pine Quill Rowan Sage Thistle Umber Vale Willow Yarrow Zephyr Amber Bright Copper Dawn Ember".split(" ");
const TAILS = "Works Studio House Co Collective Lane Corner Room Place Hub".split(" ");
it("scratch", async () => {
  const { BUSINESS_KINDS } = await import("@core/chat/business-kinds");
  const towns = ["Leeds", "Austin, TX", "Dublin", "Lyon", "Melbourne"];
  const pairs = true ? BUSINESS_KINDS.map((k, i) => ({ business: k.name, location: towns[i % towns.length]!, names: ["Alder Works", "Birch Lane"] })) : loadBenchmark().samenessPairs;
  const N = 3;
  const bySlot = new Map<string, number>();
  const bySentence = new Map<string, number>();
  const perTrade: string[] = [];
  let total = 0, count = 0;
  for (const [index, pair] of pairs.entries()) {
    const template = SITE_TEMPLATES[index % SITE_TEMPLATES.length]!;
    let tradeSum = 0;
    for (let n = 0; n < N; n++) {
      const names = n === 0 ? pair.names : [0, 1].map((k) => { const h = fnv1a(`${pair.business}${n}${k}`); return `${WORDS[h % WORDS.length]} ${TAILS[(h >>> 8) % TAILS.length]}`; });
      if (names[0] === names[1]) continue;
      const [a, b] = await Promise.all(names.map((nm) => site(nm!, pair.business, pair.location, template)));
      const shared = [...a!.sentences].filter((s) => b!.sentences.has(s));
      const share = a!.sentences.size && b!.sentences.size ? (shared.length / a!.sentences.size + shared.length / b!.sentences.size) / 2 : 0;
      tradeSum += share; total += share; count++;
      for (const s of shared) {
        const leaf = a!.leaves.find(([, v]) => v.includes(s) || (s.length > 10 && s.includes(v) && v.length > 3));
        const slot = `${pair.business}: ${leaf?.[0] ?? "?"}`;
        bySlot.set(leaf?.[0] ?? "?", (bySlot.get(leaf?.[0] ?? "?") ?? 0) + 1);
        bySentence.set(`${slot} | ${s}`, (bySentence.get(`${slot} | ${s}`) ?? 0) + 1);
      }
    }
    perTrade.push(`${pair.business.padEnd(20)} ${((tradeSum / N) * 100).toFixed(1)}%`);
  }
  console.log(perTrade.join("\n"));
  console.log(`WIDE MEAN over ${count} pairs: ${((total / count) * 100).toFixed(1)}%`);
  console.log([...bySlot].sort((x, y) => y[1] - x[1]).map(([k, v]) => `${String(v).padStart(4)} ${k}`).join("\n"));
  console.log([...bySentence].sort((x, y) => y[1] - x[1]).slice(0, 0).map(([k, v]) => `${String(v).padStart(4)} ${k}`).join("\n"));
}, 600_000);
