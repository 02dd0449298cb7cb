// The production build in local workerd (`vite preview`), started for the bench scripts with BENCH=1 so the bare
// baseline route answers, plus an owner with a published site to measure the signed-in and published pages.
import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, openSync } from "node:fs";

const quiet = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

function run(command, args) {
  const result = spawnSync(command, args, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...quiet } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/** Builds, migrates the local D1 and starts the preview on `port`; `stop()` ends the server's process group. */
export async function startPreview({ port = Number(process.env.BENCH_PORT ?? 4873), build = true } = {}) {
  run("npm", ["run", "db:migrate:local"]);
  if (build) run("npx", ["react-router", "build"]);
  // Settings for this run only, in the build's own .dev.vars (a developer's .dev.vars is not touched).
  if (existsSync("build/server")) appendFileSync("build/server/.dev.vars", "\nBENCH=1\nEMAIL_CONFIRMATION=false\n");
  // The Worker's own logs (errors under load included) go to a file beside the results.
  mkdirSync("bench/results", { recursive: true });
  const log = openSync("bench/results/preview.log", "w");
  const server = spawn("npx", ["vite", "preview", "--port", String(port), "--strictPort"], { detached: true, stdio: ["ignore", log, log], env: { ...process.env, ...quiet } });
  const url = `http://localhost:${port}`;
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("exit", stop);
  for (let waited = 0; waited < 60_000; waited += 250) {
    const healthy = await fetch(`${url}/api/v1/health`).then((r) => r.ok, () => false);
    if (healthy) return { url, stop, pid: server.pid };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`the preview did not answer on ${url} within 60 s`);
}

async function api(url, path, { method = "GET", jwt, json } = {}) {
  const response = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: { accept: "application/json", ...(json ? { "content-type": "application/json" } : {}), ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  const body = await response.json().catch(() => null);
  return { status: response.status, body };
}

/** A new account through the API (EMAIL_CONFIRMATION=false in this run), with the screens' session cookie. */
export async function newAccount(url, prefix = "bench") {
  const id = `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const person = { username: id, email: `${id}@example.com`, password: "bench-password-1" };
  const registered = await api(url, "/auth/local/register", { method: "POST", json: person });
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  const login = await fetch(`${url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
    body: new URLSearchParams({ identifier: person.email, password: person.password }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  if (!cookie.startsWith("may_session=")) throw new Error(`login answered ${login.status} without a session`);
  return { person, jwt: registered.body.jwt, userId: registered.body.user.id, cookie };
}

/** Answers the chat the way a person does (business, location, name, template), then makes and publishes the project. */
export async function publishedProject(url, account, { business = "A neighbourhood bakery with sourdough and weekend brunch", location = "Porto, Portugal", name = "Rise & Crumb", template = "warm-editorial" } = {}) {
  const chat = await api(url, "/chat", { jwt: account.jwt });
  const answers = { business, location, appName: name, template };
  const steps = chat.body.data.steps.map((step) => (step.type in answers ? { ...step, content: answers[step.type], isOk: true, updatedAt: Date.now() } : step));
  const synced = await api(url, "/chat", { method: "PUT", jwt: account.jwt, json: { steps, version: chat.body.data.version } });
  if (synced.status !== 200) throw new Error(`chat sync answered ${synced.status}: ${JSON.stringify(synced.body)}`);
  const created = await api(url, "/projects", { method: "POST", jwt: account.jwt, json: {} });
  if (created.status !== 201) throw new Error(`project creation answered ${created.status}: ${JSON.stringify(created.body)}`);
  // Generation runs after the answer (waitUntil): publish once the site exists, as the chat's panel does.
  for (let waited = 0; ; waited += 500) {
    const project = await api(url, `/projects/${created.body.data.id}`, { jwt: account.jwt });
    if (project.body?.data?.hasSite) break;
    if (project.body?.data?.status === "failed" || waited > 120_000) throw new Error(`generation did not finish: ${JSON.stringify(project.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const published = await api(url, `/projects/${created.body.data.id}/publish`, { method: "POST", jwt: account.jwt, json: {} });
  if (published.status !== 200) throw new Error(`publish answered ${published.status}: ${JSON.stringify(published.body)}`);
  return { id: created.body.data.id, slug: published.body.data.slug };
}

export { api };
