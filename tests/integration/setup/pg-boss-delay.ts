// pg-boss's delay() (pg-boss/src/tools.js) requires node:timers/promises on every call. Its loops
// (each queue's worker watcher, the stop monitor) may call it once more after a test file's last
// hook, when jest refuses every require and fails the run ("…after the Jest environment has been
// torn down"). The same delay, with the module loaded once, here, before pg-boss loads: its files
// read `delay` from this module object when they load. Its timers do not hold the process open (a
// watcher whose worker never reports stopped would otherwise keep jest from exiting).
import { setTimeout as sleep } from "node:timers/promises";

type Delay = Promise<void> & { abort: () => void };

// eslint-disable-next-line @typescript-eslint/no-require-imports
const tools = require("pg-boss/src/tools") as { delay: (ms: number, error?: string) => Delay };

tools.delay = (ms, error) => {
  const controller = new AbortController();
  const promise = new Promise<void>((resolve, reject) => {
    // Unreferenced: a watcher still sleeping after the last test must not keep jest's process alive.
    sleep(ms, null, { signal: controller.signal, ref: false })
      .then(() => (error ? reject(new Error(error)) : resolve()))
      .catch(() => resolve());
  }) as Delay;
  promise.abort = () => {
    if (!controller.signal.aborted) controller.abort();
  };
  return promise;
};
