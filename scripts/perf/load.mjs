// `npm run bench:load`: a mixed workload against the production build in local workerd, then a soak, then
// integrity checks on everything the load created. Not in CI (it runs for about 11 minutes).
//   LOAD_CONNECTIONS (64) for LOAD_SECONDS (60), then SOAK_CONNECTIONS (16) for SOAK_SECONDS (600).
// Errors must be 0; 429s are the designed rate limits and are counted apart.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { api, newAccount, publishedProject, startPreview } from "./preview-server.mjs";

const PHASES = [
  { name: "mixed load", connections: Number(process.env.LOAD_CONNECTIONS ?? 64), seconds: Number(process.env.LOAD_SECONDS ?? 60) },
  { name: "soak", connections: Number(process.env.SOAK_CONNECTIONS ?? 16), seconds: Number(process.env.SOAK_SECONDS ?? 600) },
];

/** Resident memory of the workerd processes under the preview (kB), as `ps` reports it. */
function workerMemoryKb(pid) {
  try {
    const out = execFileSync("ps", ["-o", "rss=,comm=", "-g", String(pid)], { encoding: "utf8" });
    return out.split("\n").filter((line) => /workerd/.test(line)).reduce((total, line) => total + Number(line.trim().split(/\s+/)[0] ?? 0), 0);
  } catch {
    return Number.NaN;
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

const server = await startPreview();
const url = server.url;
const created = { accounts: [], projects: [], messagesSent: new Map() };
try {
  // A few owners with published sites up front: the browse, view and message actions use them.
  const owners = [];
  for (let i = 0; i < 4; i++) {
    const owner = await newAccount(url, "load");
    const project = await publishedProject(url, owner, { name: `Load Bakery ${i + 1}` });
    owners.push({ ...owner, projects: [project] });
    created.accounts.push(owner);
    created.projects.push({ owner, ...project });
  }
  const pick = (items) => items[Math.floor(Math.random() * items.length)];

  /** One user action: its name and a function that answers the status it got. */
  const actions = [
    ["browse", 30, () => fetch(url + pick(["/", "/about", "/features", "/pricing", "/login"])).then(async (r) => (await r.arrayBuffer(), r.status))],
    ["view site", 25, () => fetch(`${url}/s/${pick(owners).projects[0].slug}`).then(async (r) => (await r.arrayBuffer(), r.status))],
    ["signed-in page", 15, () => { const o = pick(owners); return fetch(url + pick(["/u/dashboard", "/u/chat", `/u/projects/${o.projects[0].id}`]), { headers: { cookie: o.cookie }, redirect: "manual" }).then(async (r) => (await r.arrayBuffer(), r.status)); }],
    ["chat sync", 10, async () => { const o = pick(owners); const chat = await api(url, "/chat", { jwt: o.jwt }); if (chat.status !== 200) return chat.status; return (await api(url, "/chat", { method: "PUT", jwt: o.jwt, json: { steps: chat.body.data.steps, version: chat.body.data.version } })).status; }],
    ["send message", 8, async () => {
      const project = pick(created.projects);
      const response = await api(url, `/sites/${project.slug}/messages`, { method: "POST", json: { name: "Load Visitor", email: "visitor@example.com", message: "Do you bake rye on Saturdays?" } });
      if (response.status === 200) created.messagesSent.set(project.id, (created.messagesSent.get(project.id) ?? 0) + 1);
      return response.status;
    }],
    ["log in", 5, async () => { const o = pick(owners); const r = await fetch(`${url}/login`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", origin: url }, body: new URLSearchParams({ identifier: o.person.email, password: o.person.password }) }); return r.status === 302 ? 200 : r.status; }],
    ["sign up, generate, edit, publish", 7, async () => {
      let owner;
      try {
        owner = await newAccount(url, "loadnew");
      } catch (error) {
        return /answered 429/.test(String(error)) ? 429 : 599;
      }
      created.accounts.push(owner);
      try {
        const project = await publishedProject(url, owner, { name: "Load Florist" });
        created.projects.push({ owner, ...project });
        return 200;
      } catch (error) {
        return /answered 429/.test(String(error)) ? 429 : 598;
      }
    }],
  ];
  const totalWeight = actions.reduce((t, [, w]) => t + w, 0);
  const chooseAction = () => {
    let roll = Math.random() * totalWeight;
    for (const action of actions) if ((roll -= action[1]) < 0) return action;
    return actions[0];
  };

  const report = [];
  for (const phase of PHASES) {
    const memoryStartKb = workerMemoryKb(server.pid);
    const latencies = [];
    const byAction = new Map(actions.map(([name]) => [name, { ok: 0, limited: 0, errors: 0 }]));
    const errorSamples = [];
    const endAt = Date.now() + phase.seconds * 1000;
    const worker = async () => {
      while (Date.now() < endAt) {
        const [name, , act] = chooseAction();
        const started = performance.now();
        const status = await act().catch(() => 0);
        latencies.push(performance.now() - started);
        const counts = byAction.get(name);
        if (status === 429) counts.limited++;
        else if (status >= 200 && status < 400) counts.ok++;
        else {
          counts.errors++;
          if (errorSamples.length < 10) errorSamples.push(`${name}: ${status}`);
        }
      }
    };
    await Promise.all(Array.from({ length: phase.connections }, worker));
    latencies.sort((a, b) => a - b);
    const totals = [...byAction.values()].reduce((t, c) => ({ ok: t.ok + c.ok, limited: t.limited + c.limited, errors: t.errors + c.errors }), { ok: 0, limited: 0, errors: 0 });
    report.push({ phase: phase.name, connections: phase.connections, seconds: phase.seconds, requests: latencies.length, perSecond: latencies.length / phase.seconds, ...totals, p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95), p99Ms: percentile(latencies, 99), memoryStartKb, memoryEndKb: workerMemoryKb(server.pid), byAction: Object.fromEntries(byAction), errorSamples });
    process.stderr.write(`${phase.name} done\n`);
  }

  // Integrity: every account signs in as itself, every project is listed once by its owner, every message sent is kept once.
  const problems = [];
  for (const account of created.accounts) {
    const me = await api(url, "/users/me", { jwt: account.jwt });
    if (me.status !== 200 || me.body.id !== account.userId) problems.push(`account ${account.person.email}: /users/me answered ${me.status}`);
  }
  const byOwner = new Map();
  for (const project of created.projects) byOwner.set(project.owner, [...(byOwner.get(project.owner) ?? []), project]);
  for (const [owner, projects] of byOwner) {
    const listed = await api(url, "/projects", { jwt: owner.jwt });
    const ids = (listed.body?.data ?? []).map((p) => p.id);
    for (const project of projects) if (ids.filter((id) => id === project.id).length !== 1) problems.push(`project ${project.id} listed ${ids.filter((id) => id === project.id).length} times`);
    if (new Set(ids).size !== ids.length) problems.push(`owner ${owner.person.email}: duplicated projects`);
    for (const project of projects) {
      let kept = 0;
      for (const folder of ["inbox", "archived", "spam"]) kept += ((await api(url, `/projects/${project.id}/messages?folder=${folder}`, { jwt: owner.jwt })).body?.data ?? []).length;
      const sent = created.messagesSent.get(project.id) ?? 0;
      if (kept !== sent) problems.push(`project ${project.id}: ${sent} messages sent, ${kept} kept`);
    }
  }

  console.log("\nLoad and soak (production build in local workerd; 429 = designed rate limit, counted apart)");
  const header = ["phase", "conns", "s", "requests", "req/s", "ok", "429", "errors", "p50 ms", "p95 ms", "p99 ms", "workerd MB start", "end"];
  const body = report.map((r) => [r.phase, String(r.connections), String(r.seconds), String(r.requests), r.perSecond.toFixed(1), String(r.ok), String(r.limited), String(r.errors), r.p50Ms.toFixed(0), r.p95Ms.toFixed(0), r.p99Ms.toFixed(0), (r.memoryStartKb / 1024).toFixed(0), (r.memoryEndKb / 1024).toFixed(0)]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...body.map((line) => line[i].length)));
  const format = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log([format(header), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(format)].join("\n"));
  for (const r of report) if (r.errorSamples.length) console.log(`${r.phase} errors, first ones: ${r.errorSamples.join(", ")}`);
  console.log(`\nIntegrity: ${created.accounts.length} accounts, ${created.projects.length} projects, ${[...created.messagesSent.values()].reduce((t, n) => t + n, 0)} messages checked: ${problems.length ? `${problems.length} problems\n- ${problems.join("\n- ")}` : "nothing lost, nothing duplicated"}`);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/load.json", `${JSON.stringify({ measuredAt: new Date().toISOString(), phases: report, integrityProblems: problems }, null, 2)}\n`);
  if (problems.length || report.some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  server.stop();
}
