// Cloudflare for SaaS at its HTTP boundary: the custom hostnames of one zone (create, read, delete), in
// Cloudflare's v4 envelope. Web APIs only, so the workerd tests call it through a fetch spy and the browser
// tests reach it on the fake third-party server (test/e2e/fake-google.mjs serves it under /client/v4).
//
// A new hostname is pending; it turns active after `activateAfterChecks` reads (default 1), as if the owner's
// DNS records had been found. A name containing "refused" fails (blocked), one containing "taken" is a duplicate,
// one containing "slow" never becomes active (its owner's records are never found).
// Its DNS over HTTPS (`GET …/dns-query?name=&type=TXT`, JSON) answers the TXT records a test puts in `txt`.

/**
 * @param {{ zoneId: string, token: string, activateAfterChecks?: number, basePath?: string }} options
 */
export function createFakeCloudflare({ zoneId, token, activateAfterChecks = 1, basePath = "/client/v4" }) {
  /** @type {Map<string, { id: string, hostname: string, checks: number, ownership: string, createdAt: string }>} */
  const hostnames = new Map();
  /** @type {Map<string, string[]>} */
  const txt = new Map();
  const calls = [];
  const envelope = (status, result, errors = []) =>
    new Response(JSON.stringify({ success: errors.length === 0, errors, messages: [], result }), { status, headers: { "content-type": "application/json" } });

  function view(entry) {
    const refused = entry.hostname.includes("refused");
    const active = !refused && !entry.hostname.includes("slow") && entry.checks >= activateAfterChecks;
    return {
      id: entry.id,
      hostname: entry.hostname,
      ssl: { id: `ssl-${entry.id}`, type: "dv", method: "http", status: active ? "active" : "pending_validation", ...(active ? {} : { validation_errors: [] }) },
      status: refused ? "blocked" : active ? "active" : "pending",
      ...(active ? {} : { verification_errors: refused ? ["This hostname is not allowed."] : ["custom hostname does not CNAME to this zone."] }),
      ownership_verification: { type: "txt", name: `_cf-custom-hostname.${entry.hostname}`, value: entry.ownership },
      created_at: entry.createdAt,
    };
  }

  /** Cloudflare's DNS over HTTPS in its JSON form: Status 0 with the records, 3 (NXDOMAIN) when there are none. */
  function dnsAnswer(url) {
    const name = (url.searchParams.get("name") ?? "").replace(/\.$/, "").toLowerCase();
    const values = url.searchParams.get("type") === "TXT" ? (txt.get(name) ?? []) : [];
    const body = { Status: values.length > 0 ? 0 : 3, TC: false, RD: true, RA: true, AD: false, CD: false, Question: [{ name, type: 16 }], ...(values.length > 0 ? { Answer: values.map((value) => ({ name, type: 16, TTL: 300, data: `"${value}"` })) } : {}) };
    return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/dns-json" } });
  }

  /** @param {Request} request */
  async function handle(request) {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}`);
    if (url.pathname.endsWith("/dns-query")) return dnsAnswer(url);
    if (request.headers.get("authorization") !== `Bearer ${token}`) return envelope(403, null, [{ code: 10000, message: "Authentication error" }]);
    const prefix = `${basePath}/zones/${zoneId}/custom_hostnames`;
    if (!url.pathname.startsWith(prefix)) return envelope(404, null, [{ code: 7003, message: "Could not route to this path" }]);
    const id = decodeURIComponent(url.pathname.slice(prefix.length).replace(/^\//, ""));
    if (request.method === "POST" && !id) {
      const body = await request.json().catch(() => ({}));
      const hostname = typeof body.hostname === "string" ? body.hostname : "";
      if (!hostname) return envelope(400, null, [{ code: 1411, message: "Invalid custom hostname" }]);
      if (hostname.includes("taken") || [...hostnames.values()].some((entry) => entry.hostname === hostname)) {
        return envelope(409, null, [{ code: 1406, message: "Duplicate custom hostname found." }]);
      }
      const entry = { id: crypto.randomUUID(), hostname, checks: 0, ownership: crypto.randomUUID(), createdAt: new Date().toISOString() };
      hostnames.set(entry.id, entry);
      return envelope(201, view(entry));
    }
    const entry = hostnames.get(id);
    if (!entry) return envelope(404, null, [{ code: 1436, message: "The custom hostname was not found." }]);
    if (request.method === "GET") {
      entry.checks += 1;
      return envelope(200, view(entry));
    }
    if (request.method === "DELETE") {
      hostnames.delete(id);
      return envelope(200, { id });
    }
    return envelope(405, null, [{ code: 10405, message: "Method not allowed" }]);
  }

  return { handle, hostnames, calls, txt };
}

// Run on its own for trying domains locally (docs/operations.md, "Custom domains"):
//   CLOUDFLARE_ZONE_ID=dev-zone CLOUDFLARE_API_TOKEN=dev-token node test/e2e/fake-cloudflare.mjs   (port FAKE_CLOUDFLARE_PORT, default 4190)
const entry = globalThis.process?.argv?.[1];
if (entry && import.meta.url === new URL(`file://${entry}`).href) {
  const { createServer } = await import("node:http");
  const port = Number(process.env.FAKE_CLOUDFLARE_PORT ?? 4190);
  const fake = createFakeCloudflare({ zoneId: process.env.CLOUDFLARE_ZONE_ID ?? "dev-zone", token: process.env.CLOUDFLARE_API_TOKEN ?? "dev-token" });
  createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const answer = await fake.handle(
      new Request(`http://127.0.0.1:${port}${request.url}`, {
        method: request.method,
        headers: { authorization: request.headers.authorization ?? "", "content-type": "application/json" },
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      }),
    );
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(await answer.text());
  }).listen(port, "127.0.0.1", () => console.log(`[fake-cloudflare] listening on http://127.0.0.1:${port}/client/v4`));
}
