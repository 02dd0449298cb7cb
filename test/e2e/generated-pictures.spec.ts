import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { newSiteInEditor, useOwnClientAddress } from "./helpers";

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

interface SiteImage {
  key: string;
  alt: string;
  width: number;
  height: number;
  media?: string;
  altAccepted?: boolean;
  generated?: boolean;
}
interface Section {
  type: string;
  image?: SiteImage;
}

/**
 * The built Worker has no Workers AI binding (tests stay offline), so the picture a model would have made is put in
 * place through the API exactly as a generation stores it: an item of the owner's library, `generated: true`, its
 * description only suggested. The editor must say what it is, and publishing must ask about the description.
 */
test("the editor says which picture an image model made and asks the owner to check its description", async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await newSiteInEditor(page, { emailPrefix: "pictures", business: "A family bakery with sourdough, cinnamon buns and weekend brunch" });
  const projectId = /\/u\/projects\/(\d+)/.exec(page.url())![1];

  // What the image model would have answered: a 1024 × 1024 JPEG, stored through the media API like any upload.
  const origin = new URL(page.url()).origin;
  const jpeg = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: "#d9a066" } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><ellipse cx="512" cy="600" rx="330" ry="190" fill="#8a4b22"/></svg>') }])
    .jpeg()
    .toBuffer();
  const uploaded = await page.request.post("/api/v1/media", { headers: { Origin: origin }, multipart: { file: { name: "model.jpg", mimeType: "image/jpeg", buffer: jpeg } } });
  expect(uploaded.status()).toBe(201);
  const media = ((await uploaded.json()) as { data: { id: string } }).data.id;
  const read = await page.request.get(`/api/v1/projects/${projectId}`);
  const document = ((await read.json()) as { data: { document: { sections: Section[] } } }).data.document;
  const hero = document.sections.find((section) => section.type === "hero")!;
  hero.image = { ...hero.image!, media, width: 1024, height: 1024, alt: "Sourdough, cinnamon buns and weekend brunch at a bakery", altAccepted: false, generated: true };
  const saved = await page.request.put(`/api/v1/projects/${projectId}`, { headers: { Origin: origin }, data: { document } });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.reload();
  await page.getByRole("tab", { name: "Design" }).click();
  const slot = page.getByTestId("picture-slot").first();
  await expect(slot.getByText("Made by AI for your site, not a photo of your business")).toBeVisible();
  await expect(slot.getByLabel("Description for people who cannot see it")).toHaveValue("Sourdough, cinnamon buns and weekend brunch at a bakery");
  await expect(slot.getByText("May's suggestion from what was asked for: check it against the picture.")).toBeVisible();
  // The other slots still have no photo, and say nothing about AI.
  await expect(page.getByTestId("picture-slot").nth(1).getByText("Made by AI")).toHaveCount(0);
  await slot.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`generated-picture-${testInfo.project.name}.png`) });

  // Publishing asks for the description first; accepting it publishes.
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "One photo still has May's suggested description" })).toBeVisible();
  await slot.getByRole("button", { name: "Accept description" }).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("link", { name: /\/s\/rise-and-crumb(-\d+)?$/ })).toBeVisible();

  // Replacing it with one of the owner's own photos drops the AI mark.
  await slot.getByRole("button", { name: "Change header picture" }).click();
  const dialog = page.getByRole("dialog", { name: "Header picture" });
  await dialog.getByLabel("Upload photos").setInputFiles({ name: "counter.jpg", mimeType: "image/jpeg", buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#7aa37a" } }).jpeg().toBuffer() });
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(slot.getByText("Made by AI")).toHaveCount(0);
});
