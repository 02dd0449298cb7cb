import { describe, expect, it } from "vitest";
import { oneAtATime } from "./one-at-a-time";

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

describe("one task at a time", () => {
  it("starts a task only after the one before has finished, in the order they came", async () => {
    const queue = oneAtATime();
    const log: string[] = [];
    let version = 1;
    const save = (name: string) => async () => {
      const base = version;
      log.push(`${name} starts on ${base}`);
      await tick();
      version = base + 1;
      log.push(`${name} saved ${version}`);
    };
    await Promise.all([queue(save("autosave")), queue(save("Save")), queue(save("later"))]);
    expect(log).toEqual(["autosave starts on 1", "autosave saved 2", "Save starts on 2", "Save saved 3", "later starts on 3", "later saved 4"]);
  });

  it("runs the next task after a failed one, and the failure reaches only its own caller", async () => {
    const queue = oneAtATime();
    const ran: string[] = [];
    const failing = queue(async () => {
      ran.push("first");
      throw new Error("offline");
    });
    const next = queue(async () => {
      ran.push("second");
    });
    await expect(failing).rejects.toThrow("offline");
    await expect(next).resolves.toBeUndefined();
    expect(ran).toEqual(["first", "second"]);
  });
});
