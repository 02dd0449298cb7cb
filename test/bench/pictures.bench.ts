import { it } from "vitest";
import type { AiBinding } from "@server/platform/settings";
import { encodeAs, makePng } from "../integration/media/images";
import { illustratedProject, regenerate } from "../integration/ai-images/helpers";
import { measure, report } from "./harness";

const base64 = (bytes: Uint8Array) => {
  let binary = "";
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
};

/**
 * Workers AI's image model at its binding's boundary, answering `{ image: base64 JPEG }` of 1024 × 1024 after
 * `latencyMs`. Each answer carries a counter in a JPEG comment, so no two pictures are deduplicated away and each
 * one is stored and sized like a new upload.
 */
function fakeImageModel(jpeg: Uint8Array, latencyMs: number): AiBinding {
  let counter = 0;
  return {
    run: async () => {
      await new Promise((resolve) => setTimeout(resolve, latencyMs));
      const note = new TextEncoder().encode(`picture ${++counter} ${crypto.randomUUID()}`);
      const file = new Uint8Array(jpeg.length + note.length + 4);
      file.set(jpeg.subarray(0, 2));
      file.set([0xff, 0xfe, (note.length + 2) >> 8, (note.length + 2) & 0xff], 2);
      file.set(note, 6);
      file.set(jpeg.subarray(2), 6 + note.length);
      return { image: base64(file) };
    },
  };
}

it("pictures: a whole generation with eight fake model pictures against one with illustrations", async () => {
  const jpeg = await encodeAs(await makePng(1024, 1024, (x, y) => [150 + ((x * 7) % 60), 110 + ((y * 5) % 50), 80 + ((x + y) % 40)]), "image/jpeg");
  const { id } = await illustratedProject();
  const options = { samples: 3, batch: 1, warmup: 1 };
  const rows = [];
  rows.push(await measure("baseline: generation, built-in words and illustrations (no AI binding)", () => regenerate(id, { AI: undefined }), options));
  rows.push(await measure("generation + 8 pictures, model answers at once (storage and Images binding only)", () => regenerate(id, { AI: fakeImageModel(jpeg, 0), AI_PROVIDER: "built-in" }), options));
  rows.push(await measure("generation + 8 pictures, model takes 1 s each (4 at a time)", () => regenerate(id, { AI: fakeImageModel(jpeg, 1000), AI_PROVIDER: "built-in" }), options));
  report("Pictures: one whole generation (runGeneration, local workerd; the Images binding runs Sharp in Node)", rows);
}, 600_000);
