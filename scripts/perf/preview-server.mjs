// The production build in local workerd (`vite preview`), started for the bench scripts with BENCH=1 so the bare
// baseline route answers, plus an owner with a published site to measure the signed-in and published pages.
import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readlinkSync, statSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";

/** Wrangler offline: no metrics sent, no fetch of the `Request.cf` object. */
export const quiet = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/** Runs a command to its end (its errors shown), offline; throws if it fails. */
export function run(command, args) {
  const result = spawnSync(command, args, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...quiet } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/** Is something already listening on `port` (on any of localhost's addresses)? */
function answersOn(port, host) {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.setTimeout(2000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Refuses a port another server holds: its health answer would be taken for ours, and ours would be measured nowhere. */
export async function assertPortFree(port) {
  for (const host of ["127.0.0.1", "::1"]) {
    if (await answersOn(port, host)) throw new Error(`port ${port} is taken (something answers on ${host}): stop that server or set BENCH_PORT to a free port`);
  }
}

/** The process group of a process (Linux, from /proc); undefined where /proc is not readable. */
function processGroup(pid) {
  try {
    // The command's name is in parentheses and may hold spaces: the fields after it are state, ppid, pgrp.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
  } catch {
    return undefined;
  }
}

/**
 * The processes that listen on `port` (Linux: the socket inodes of /proc/net/tcp{,6} in LISTEN state, matched
 * against every process's open files). Undefined where /proc cannot tell.
 */
export function listenersOf(port) {
  const inodes = new Set();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text;
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEX_IP:HEX_PORT; state 0A is LISTEN; the inode is the tenth field.
      if (fields.length > 9 && fields[3] === "0A" && Number.parseInt(fields[1].split(":")[1], 16) === port) inodes.add(fields[9]);
    }
  }
  if (inodes.size === 0) return undefined;
  const pids = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        pids.push(Number(pid));
        break;
      }
    }
  }
  return pids;
}

/**
 * Waits until `child` (started detached, so it leads its own process group) answers `healthPath` on `port`. Fails
 * at once if the child exits, and refuses an answer from a server outside the child's process group (another
 * preview left running, another checkout's), where /proc can tell who listens.
 */
export async function waitForOwnServer({ child, port, healthPath = "/api/v1/health", timeoutMs = 60_000, describeFailure = () => "" }) {
  const url = `http://localhost:${port}`;
  let exited = null;
  child.once("exit", (code, signal) => {
    exited = { code, signal };
  });
  for (let waited = 0; waited < timeoutMs; waited += 250) {
    if (exited || child.exitCode !== null) throw new Error(`the server exited (code ${exited?.code ?? child.exitCode}${exited?.signal ? `, ${exited.signal}` : ""}) before answering on ${url}${describeFailure()}`);
    const healthy = await fetch(`${url}${healthPath}`).then((r) => r.ok, () => false);
    if (healthy) {
      if (exited || child.exitCode !== null) continue;
      const listeners = listenersOf(port);
      if (listeners && !listeners.some((pid) => processGroup(pid) === child.pid)) {
        throw new Error(`${url} answered, but from process ${listeners.join(", ")}, not the server this script started (process group ${child.pid})`);
      }
      return url;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer on ${url} within ${timeoutMs / 1000} s${describeFailure()}`);
}

/**
 * Is the build in `buildDir` newer than every file it could be built from (every file git tracks or would track,
 * ignored ones such as node_modules aside)? Then building again would make the same Worker: `npm test` has just
 * built it, as in CI. Undefined when git cannot list the files.
 */
export function buildIsFresh(buildDir = "build", root = ".") {
  const marker = path.join(buildDir, "server", "wrangler.json");
  if (!existsSync(marker) || !existsSync(path.join(buildDir, "client"))) return false;
  const listed = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (listed.status !== 0) return undefined;
  const builtAt = statSync(marker).mtimeMs;
  for (const file of listed.stdout.split("\0")) {
    if (!file) continue;
    let modified;
    try {
      modified = statSync(path.join(root, file)).mtimeMs;
    } catch {
      continue; // deleted from the working tree: not a build input any more
    }
    if (modified > builtAt) return false;
  }
  return true;
}

/**
 * Builds (unless `build/` is newer than every source file), migrates the local D1 and starts the preview on `port`;
 * `stop()` ends the server's process group. Refuses a port that is already taken, and returns only once its own
 * child answers (docs/performance.md). BENCH_BUILD=always builds whatever the dates say.
 */
export async function startPreview({ port = Number(process.env.BENCH_PORT ?? 4873), build = process.env.BENCH_BUILD === "always" || !buildIsFresh() } = {}) {
  await assertPortFree(port);
  run("npm", ["run", "db:migrate:local"]);
  if (build) run("npx", ["react-router", "build"]);
  else console.error("build/ is newer than every source file: measuring it as built (BENCH_BUILD=always builds again)");
  // Settings for this run only, in the build's own .dev.vars (a developer's .dev.vars is not touched).
  if (existsSync("build/server")) appendFileSync("build/server/.dev.vars", "\nBENCH=1\nEMAIL_CONFIRMATION=false\n");
  // The Worker's own logs (errors under load included) go to a file beside the results.
  mkdirSync("bench/results", { recursive: true });
  const logFile = "bench/results/preview.log";
  const log = openSync(logFile, "w");
  // The build may have taken minutes: the port is checked again just before the server takes it.
  await assertPortFree(port);
  const server = spawn("npx", ["vite", "preview", "--port", String(port), "--strictPort"], { detached: true, stdio: ["ignore", log, log], env: { ...process.env, ...quiet } });
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("exit", stop);
  const lastLines = () => `; the end of ${logFile}:\n${readFileSync(logFile, "utf8").split("\n").slice(-15).join("\n")}`;
  try {
    const url = await waitForOwnServer({ child: server, port, describeFailure: lastLines });
    return { url, stop, pid: server.pid };
  } catch (error) {
    stop();
    throw error;
  }
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
