// `node --test scripts/perf/*.test.mjs` (run by `npm run budgets`): the benches' preview helper measures its own
// server or none (docs/performance.md, "Commands").
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import { assertPortFree, buildIsFresh, waitForOwnServer } from "./preview-server.mjs";

/** Another server answering the health check, as a preview left running or another checkout's would. */
async function foreignServer() {
  const server = createServer((_request, response) => response.end("ok"));
  server.listen(0, "localhost");
  await once(server, "listening");
  return { port: server.address().port, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A detached child (its own process group, as startPreview starts vite) running `code` with PORT set. */
function child(code, port) {
  const process_ = spawn(process.execPath, ["-e", code], { detached: true, stdio: "ignore", env: { ...process.env, PORT: String(port) } });
  return process_;
}

function stop(process_) {
  try {
    process.kill(-process_.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

test("refuses a port another server holds", async () => {
  const other = await foreignServer();
  try {
    await assert.rejects(assertPortFree(other.port), /port \d+ is taken/);
  } finally {
    await other.close();
  }
  await assertPortFree(other.port);
});

test("a child that has exited fails at once, though another server answers on its port", async () => {
  const other = await foreignServer();
  const exiting = child("process.exit(3)", other.port);
  await once(exiting, "exit");
  try {
    await assert.rejects(waitForOwnServer({ child: exiting, port: other.port, healthPath: "/", timeoutMs: 10_000 }), /the server exited \(code 3\)/);
  } finally {
    stop(exiting);
    await other.close();
  }
});

test("an answer from outside the child's process group is not taken for the child's", { skip: process.platform !== "linux" && "reads /proc" }, async () => {
  const other = await foreignServer();
  const idle = child("setTimeout(() => {}, 60_000)", other.port);
  try {
    await assert.rejects(waitForOwnServer({ child: idle, port: other.port, healthPath: "/", timeoutMs: 10_000 }), /answered, but from process \d+/);
  } finally {
    stop(idle);
    await other.close();
  }
});

test("the child's own answer is taken", async () => {
  const free = await foreignServer();
  const port = free.port;
  await free.close();
  const own = child('require("node:http").createServer((q, s) => s.end("ok")).listen(Number(process.env.PORT), "localhost")', port);
  try {
    assert.equal(await waitForOwnServer({ child: own, port, healthPath: "/", timeoutMs: 20_000 }), `http://localhost:${port}`);
  } finally {
    stop(own);
  }
});

test("a build is reused only when it is newer than every source file, tracked or not", () => {
  const root = mkdtempSync(path.join(tmpdir(), "may-fresh-"));
  try {
    spawnSync("git", ["init", "-q"], { cwd: root });
    writeFileSync(path.join(root, ".gitignore"), "build/\nnode_modules/\n");
    writeFileSync(path.join(root, "app.ts"), "export const a = 1;\n");
    spawnSync("git", ["add", "."], { cwd: root });
    const build = path.join(root, "build");
    assert.equal(buildIsFresh(build, root), false, "no build yet");
    mkdirSync(path.join(build, "server"), { recursive: true });
    mkdirSync(path.join(build, "client"));
    writeFileSync(path.join(build, "server", "wrangler.json"), "{}");
    const past = new Date(Date.now() - 60_000);
    for (const file of ["app.ts", ".gitignore"]) utimesSync(path.join(root, file), past, past);
    assert.equal(buildIsFresh(build, root), true);
    // An ignored file (a dependency) does not make it stale; an untracked new source file does.
    mkdirSync(path.join(root, "node_modules"));
    writeFileSync(path.join(root, "node_modules", "dep.js"), "");
    assert.equal(buildIsFresh(build, root), true);
    writeFileSync(path.join(root, "new-route.tsx"), "export default 1;\n");
    assert.equal(buildIsFresh(build, root), false);
    rmSync(path.join(root, "new-route.tsx"));
    writeFileSync(path.join(root, "app.ts"), "export const a = 2;\n");
    assert.equal(buildIsFresh(build, root), false, "a tracked file changed after the build");
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
