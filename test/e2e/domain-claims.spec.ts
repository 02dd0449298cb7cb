import { expect, test } from "@playwright/test";
import { signUpAndConfirm, uniqueEmail, useOwnClientAddress } from "./helpers";
import { publishedSite } from "./site-setup";

// docs/decisions/0842-unverified-domain-claims-expire-and-can-be-released.md: a name another account claimed and never
// verified is released when the real owner publishes the TXT record May issues for their site.

const FAKE_DNS = `http://127.0.0.1:${Number(process.env.E2E_GOOGLE_PORT ?? 4180)}/__fake/dns`;

test("the real owner proves control with a TXT record and takes the name from an unverified claim", async ({ page, browser, request }, info) => {
  test.setTimeout(150_000);
  // "slow" names never go active at the fake Cloudflare: the squatter's claim stays unverified.
  const hostname = `www.slow-${Date.now().toString(36)}${info.workerIndex}.example.test`;

  const squatterContext = await browser.newContext();
  await useOwnClientAddress(squatterContext);
  const squatterPage = await squatterContext.newPage();
  await signUpAndConfirm(squatterPage, uniqueEmail("squatter"));
  const squatted = await publishedSite(squatterPage, "Squatting Site");
  const origin = new URL(squatterPage.url()).origin;
  const claimed = await squatterPage.request.post(`/api/v1/projects/${squatted.id}/domains`, { headers: { origin, "content-type": "application/json" }, data: { hostname } });
  expect(claimed.status()).toBe(201);

  await useOwnClientAddress(page.context());
  await signUpAndConfirm(page, uniqueEmail("realowner"));
  const site = await publishedSite(page, "Real Owner Bakes");
  await page.goto(`/u/projects/${site.id}#domain`);
  const section = page.locator("#domain");
  await section.getByLabel("Domain").fill(hostname);
  await section.getByRole("button", { name: "Attach domain" }).click();
  await expect(section.getByRole("alert")).toHaveText(/This domain is waiting for another site to verify it\./);
  const proof = section.getByTestId("domain-proof");
  await expect(proof).toContainText(`_may-claim.${hostname}`);
  const value = (await proof.locator("code").nth(1).textContent())!;
  expect(value).toMatch(/^may-claim-[0-9a-f]{32}$/);
  await page.screenshot({ path: info.outputPath(`domain-proof-${info.project.name}.png`), fullPage: true });

  // Not in DNS yet: the check says so and nothing changes.
  await proof.getByRole("button", { name: "Prove it is mine" }).click();
  await expect(section.getByRole("alert")).toHaveText("The TXT record was not found yet. DNS changes can take a few minutes; try again soon.");

  expect((await request.put(FAKE_DNS, { data: { name: `_may-claim.${hostname}`, values: [value] } })).status()).toBe(200);
  await proof.getByRole("button", { name: "Prove it is mine" }).click();
  const item = section.getByTestId("custom-domain").filter({ hasText: hostname });
  await expect(item.getByTestId("domain-status")).toHaveText("Waiting for DNS");
  await expect(item.getByTestId("domain-expiry")).toContainText("this claim is released and the domain can be attached again");
  await expect(proof).toHaveCount(0);
  await section.screenshot({ path: info.outputPath(`domain-proved-${info.project.name}.png`) });

  // The squatter's claim is gone.
  const left = await squatterPage.request.get(`/api/v1/projects/${squatted.id}/domains`);
  expect(((await left.json()) as { data: unknown[] }).data).toEqual([]);
  await squatterContext.close();
});
