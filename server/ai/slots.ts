/**
 * A provider's request slots (AI_CONCURRENCY, docs/decisions/0405-ai-concurrency-is-a-setting.md): at most
 * `size` calls are in flight at once from this isolate; the others wait in order. Waiting is bounded by the
 * caller's deadline, and a call's own timeout starts only once it has a slot.
 */
export class Slots {
  private inUse = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {}

  /** A slot's release function, or null when none came free by `deadlineAt` (epoch ms). */
  acquire(deadlineAt: number): Promise<(() => void) | null> {
    if (this.inUse < this.size) {
      this.inUse += 1;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve) => {
      const grant = () => {
        clearTimeout(timer);
        this.inUse += 1;
        resolve(this.releaser());
      };
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(grant);
        if (at >= 0) this.waiting.splice(at, 1);
        resolve(null);
      }, Math.max(0, deadlineAt - Date.now()));
      this.waiting.push(grant);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inUse -= 1;
      this.waiting.shift()?.();
    };
  }
}

const registry = new Map<string, Slots>();

/** The shared slots of one provider endpoint in this isolate. */
export function slotsFor(key: string, size: number): Slots {
  const name = `${key}|${size}`;
  let slots = registry.get(name);
  if (!slots) {
    slots = new Slots(size);
    registry.set(name, slots);
  }
  return slots;
}
