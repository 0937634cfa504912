import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const tempDir = () => mkdtempSync(join(tmpdir(), 'portal-lock-'));

describe('lockDataDir', () => {
  it('refuses a directory locked by a live process with a clear message', () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    writeFileSync(join(dir, 'portal.lock'), String(child.pid));
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another portal process/);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a dead process and releases it', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.on('exit', resolve));
    writeFileSync(join(dir, 'portal.lock'), String(child.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(() => lockDataDir(dir)()).not.toThrow();
  });
});
