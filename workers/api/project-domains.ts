import { Hono } from "hono";
import { attachDomainSchema } from "@core/domains/schemas";
import { attachDomain, detachDomain, limitDomainActions, listDomains, proveDomainControl, toDomainView } from "@server/domains";
import type { Context } from "hono";
import type { SignedInEnv } from "./require-user";
import { parseInput, readJsonBody } from "./validation";
import { ownedProject } from "./owned-project";

const idParam = "/:id{[0-9]{1,15}}";

async function ownedForDomains(c: Context<SignedInEnv>) {
  const project = await ownedProject(c);
  // Every domain action calls Cloudflare's API, so each one counts against the user's limit.
  await limitDomainActions(c.var.app, c.var.user.id);
  return project;
}

/** /api/v1/projects/:id/domains: the owner's own domains for a published site (docs/api.md, "Custom domains"). */
export const projectDomainsApi = new Hono<SignedInEnv>()
  .get(`${idParam}/domains`, async (c) => {
    const project = await ownedProject(c);
    const stored = await listDomains(c.var.app, project);
    // Only asking Cloudflare counts against the limit: a project page without domains costs nothing.
    if (stored.length > 0) await limitDomainActions(c.var.app, c.var.user.id);
    const domains = stored.length > 0 ? await listDomains(c.var.app, project, { refresh: true }) : stored;
    c.header("Cache-Control", "no-store");
    return c.json({ data: domains.map((domain) => toDomainView(c.var.app, domain)) }, 200);
  })
  .post(`${idParam}/domains`, async (c) => {
    const input = await readJsonBody(c, attachDomainSchema);
    const project = await ownedForDomains(c);
    return c.json({ data: toDomainView(c.var.app, await attachDomain(c.var.app, project, input.hostname)) }, 201);
  })
  // Proves control with the TXT record May issued, releasing another site's unverified claim
  // (docs/decisions/0842-unverified-domain-claims-expire-and-can-be-released.md).
  .post(`${idParam}/domains/:hostname{[a-zA-Z0-9.-]{1,253}}/proof`, async (c) => {
    const { hostname } = parseInput(attachDomainSchema, { hostname: c.req.param("hostname") });
    const project = await ownedForDomains(c);
    return c.json({ data: toDomainView(c.var.app, await proveDomainControl(c.var.app, project, hostname)) }, 201);
  })
  .delete(`${idParam}/domains/:hostname{[a-zA-Z0-9.-]{1,253}}`, async (c) => {
    const project = await ownedForDomains(c);
    const hostname = c.req.param("hostname").toLowerCase();
    await detachDomain(c.var.app, project, hostname);
    return c.json({ data: { hostname, deleted: true } }, 200);
  });
