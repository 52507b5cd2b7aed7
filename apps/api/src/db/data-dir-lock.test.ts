import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { askOwner, DataDirLockedError, lockDataDir, socketPath } from './data-dir-lock.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'astroden-lock-'));
  dirs.push(dir);
  return dir;
}

/** Another process that takes the lock of `dir` and says `locked` (or the error) on its output. */
async function otherProcess(dir: string): Promise<{ child: ChildProcess; said: string }> {
  const script = path.join(dir, 'take-lock.mts');
  writeFileSync(
    script,
    `import { lockDataDir } from ${JSON.stringify(path.resolve(import.meta.dirname, 'data-dir-lock.ts'))};
try { await lockDataDir(process.argv[2]); console.log('locked'); } catch (err) { console.log(err.message); process.exit(3); }
setInterval(() => {}, 1000);`,
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let said = '';
  child.stdout?.setEncoding('utf8');
  for await (const chunk of child.stdout!) {
    said += chunk;
    if (said.includes('\n')) break;
  }
  return { child, said: said.trim() };
}

describe('one owner per data directory', () => {
  it('refuses a second owner, naming the directory and the process that holds it', async () => {
    const dir = dataDir();
    const first = await lockDataDir(dir);
    const refused = await lockDataDir(dir).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(dir);
    expect((refused as Error).message).toContain(`process ${process.pid} on ${os.hostname()}`);
    await first.release();
    expect(existsSync(socketPath(dir))).toBe(false);
    const again = await lockDataDir(dir);
    await again.release();
  });

  it('refuses a second process while the first runs, and lets a restart in after the first is killed', async () => {
    const dir = dataDir();
    const { child, said } = await otherProcess(dir);
    expect(said).toBe('locked');
    const refused = await lockDataDir(dir).catch((err: unknown) => err);
    expect((refused as Error).message).toContain(`process ${child.pid}`);

    // kill -9 leaves its socket file behind: nobody answers on it, so it is taken over.
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(existsSync(socketPath(dir))).toBe(true);
    const lock = await lockDataDir(dir);
    expect(lock.holder.pid).toBe(process.pid);
    await lock.release();
  });

  it('lets exactly one of several processes take over a stale lock at the same moment', async () => {
    const dir = dataDir();
    const { child } = await otherProcess(dir);
    child.kill('SIGKILL');
    await once(child, 'exit');
    const results = await Promise.all([otherProcess(dir), otherProcess(dir), otherProcess(dir)]);
    const said = results.map((r) => r.said);
    expect(said.filter((s) => s === 'locked')).toHaveLength(1);
    expect(said.filter((s) => s.startsWith(`The data directory ${dir} is in use by process`))).toHaveLength(2);
  });

  it("answers its owner's commands on the socket, and nothing when nobody owns the directory", async () => {
    const dir = dataDir();
    expect(await askOwner(dir, { command: 'who' })).toBeUndefined();
    const lock = await lockDataDir(dir);
    lock.handle('echo', async (request) => ({ said: request.text }));
    expect(await askOwner(dir, { command: 'echo', text: 'hello' })).toMatchObject({ ok: true, said: 'hello' });
    expect(await askOwner(dir, { command: 'nope' })).toMatchObject({ ok: false, error: 'unknown command nope' });
    await lock.release();
  });
});
