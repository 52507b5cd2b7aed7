// Uploads and the generated JWT secret are flushed to disk (file and directory) before they are used.
import { mkdtemp, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { png } from '../test/fixtures.ts';
import { resolveJwtSecret } from './jwt-secret.ts';
import { LocalDiskStorage } from './storage.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'astroden-fsync-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Counts fsync calls on real file handles (the only trace a flush leaves short of pulling the plug). */
async function countSyncs() {
  const probe = await open(path.join(dir, 'probe'), 'w');
  const proto = Object.getPrototypeOf(probe) as { sync(): Promise<void> };
  await probe.close();
  return vi.spyOn(proto, 'sync');
}
afterEach(() => vi.restoreAllMocks());

describe('durable writes', () => {
  it('flushes an uploaded image and its folder before put() returns, leaving no temporary file', async () => {
    const syncs = await countSyncs();
    const storage = new LocalDiskStorage(path.join(dir, 'uploads'));
    const data = await png();
    await storage.put('products/0f8d7a4e-1111-4222-8333-944455556666.png', data);
    expect(syncs.mock.calls.length).toBeGreaterThanOrEqual(2);
    const folder = path.join(dir, 'uploads', 'products');
    expect(await readdir(folder)).toEqual(['0f8d7a4e-1111-4222-8333-944455556666.png']);
    expect(await readFile(path.join(folder, '0f8d7a4e-1111-4222-8333-944455556666.png'))).toEqual(data);
  });

  it('flushes a generated JWT secret, readable by its owner only, and reuses it on the next start', async () => {
    const syncs = await countSyncs();
    const config = { ...loadConfig({ DATA_DIR: path.join(dir, 'data') }), jwtSecret: undefined };
    const secret = await resolveJwtSecret(config);
    expect(syncs.mock.calls.length).toBeGreaterThanOrEqual(2);
    const file = path.join(dir, 'data', 'jwt-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await resolveJwtSecret(config)).toBe(secret);
  });
});
