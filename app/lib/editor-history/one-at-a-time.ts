/**
 * A queue that runs tasks one after another: a task added while another runs waits for it (and runs even when
 * that one failed), so it starts from what the one before left. The editor's saves go through one, so a Save
 * pressed while an autosave is on its way is based on that save's version, never refused as stale by it
 * (docs/decisions/0822-autosave-and-no-lost-work.md).
 */
export function oneAtATime(): (task: () => Promise<void>) => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  return (task) => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}
