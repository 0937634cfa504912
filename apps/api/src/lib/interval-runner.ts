import type { FastifyBaseLogger } from 'fastify';

type RunnerOptions = {
  /** One round of work; the runner never starts one while another is running. */
  round: () => Promise<void>;
  intervalMs: number;
  log: FastifyBaseLogger;
  /** Logged (warn) with the error of a failed round; the next round retries. */
  failure: string;
};

/**
 * A background job of every API process (the outbox worker, the report compactor): a round every
 * `intervalMs`, rounds never overlapping (a call during a round returns that round), a failed
 * round logged and retried at the next. The timer does not keep the process alive; stop() waits
 * for the round in progress.
 */
export function createIntervalRunner({ round, intervalMs, log, failure }: RunnerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let busy = false;

  function runOnce(): Promise<void> {
    if (busy) return current;
    busy = true;
    current = round()
      .catch((error) => log.warn({ err: error }, failure))
      .finally(() => {
        busy = false;
      });
    return current;
  }

  return {
    runOnce,
    start() {
      timer = setInterval(() => void runOnce(), intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
