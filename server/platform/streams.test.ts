import { describe, expect, it } from "vitest";
import { bytesOf, streamOf } from "./streams";

describe("bytes through a stream", () => {
  it("comes back whole, in order, across many chunks", async () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, at) => (at * 31) % 251);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 4096) controller.enqueue(bytes.slice(at, at + 4096));
        controller.close();
      },
    });
    expect(await bytesOf(chunked)).toEqual(bytes);
    expect(await bytesOf(streamOf(bytes))).toEqual(bytes);
    expect(await bytesOf(streamOf(bytes.buffer))).toEqual(bytes);
  });

  it("reads an empty stream as no bytes", async () => {
    expect(await bytesOf(streamOf(new Uint8Array()))).toEqual(new Uint8Array());
  });
});
