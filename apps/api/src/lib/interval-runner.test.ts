import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createIntervalRunner } from './interval-runner';

function recordingLog() {
  const warnings: { err: unknown; message: string }[] = [];
  const log = { warn: (fields: { err: unknown }, message: string) => warnings.push({ ...fields, message }) };
  return { log: log as unknown as FastifyBaseLogger, warnings };
}

describe('createIntervalRunner', () => {
  it('never overlaps rounds: a call during a round gets that round', async () => {
    let started = 0;
    let release: () => void = () => {};
    const runner = createIntervalRunner({
      round: () => {
        started++;
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      intervalMs: 60_000,
      ...recordingLog(),
      failure: 'failed',
    });
    const first = runner.runOnce();
    const second = runner.runOnce();
    expect(second).toBe(first);
    release();
    await first;
    const third = runner.runOnce();
    expect(started).toBe(2);
    release();
    await third;
  });

  it('logs a failed round and runs the next one', async () => {
    const { log, warnings } = recordingLog();
    let calls = 0;
    const runner = createIntervalRunner({
      round: async () => {
        calls++;
        if (calls === 1) throw new Error('database gone');
      },
      intervalMs: 60_000,
      log,
      failure: 'round failed; retried next round',
    });
    await runner.runOnce();
    await runner.runOnce();
    expect(calls).toBe(2);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toBe('round failed; retried next round');
    expect((warnings[0]?.err as Error | undefined)?.message).toBe('database gone');
  });

  it('runs on its interval once started, and stop() waits for the round in progress', async () => {
    let rounds = 0;
    let finished = 0;
    const runner = createIntervalRunner({
      round: async () => {
        rounds++;
        await new Promise((resolve) => setTimeout(resolve, 30));
        finished++;
      },
      intervalMs: 5,
      ...recordingLog(),
      failure: 'failed',
    });
    runner.start();
    while (rounds === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    await runner.stop();
    expect(finished).toBe(rounds);
    const after = rounds;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(rounds).toBe(after);
  });
});
