// The built server as `npm start` runs it, on a data directory that does not exist yet: the first start
// creates the embedded database (in a child process), prints the first admin's password once and serves
// the demo catalogue; a restart opens the same database, prints no password and holds no image library
// until the first upload.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { multipart, png } from '../apps/api/src/test/fixtures.ts';
import { restartablePort } from '../apps/api/src/test/tcp-proxy.ts';

const root = path.resolve(import.meta.dirname, '..');
let dataDir = '';
let running: ChildProcess | undefined;

/** Starts dist/server.js on a free port; resolves with its URL and everything it printed. */
function start(
  port: number,
  env: Record<string, string> = {},
): Promise<{ url: string; output: () => string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running ??= child;
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (ready) resolve({ url: ready[1]!, output: () => output, child });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}

/** One GET on a keep-alive agent: its status and whether the server will close the connection after it. */
function get(agent: http.Agent, url: string): Promise<{ status: number; closes: boolean }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, closes: res.headers.connection === 'close' }));
      })
      .on('error', reject);
  });
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

async function stop() {
  const child = running;
  running = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

afterAll(async () => {
  await stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm start on a fresh machine', () => {
  it('creates the database, prints the first admin once, serves the demo; a restart keeps it all, libvips unloaded till an upload', async () => {
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'astroden-first-start-')), 'data');
    const port = await restartablePort();

    const first = await start(port);
    expect(first.output()).toMatch(/First admin created[\s\S]*password: \S{8,}/);
    const products = await (await fetch(`${first.url}/api/products?limit=1`)).json();
    expect(products.total).toBeGreaterThan(0);
    await stop();

    const again = await start(port);
    expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
    expect((await (await fetch(`${again.url}/api/products?limit=1`)).json()).total).toBe(products.total);
    expect(again.output()).not.toContain('First admin created');

    // The image library (libvips, some 28 MB resident) is loaded by the first upload, not at start.
    const libraries = () => readFileSync(`/proc/${running!.pid}/maps`, 'utf8');
    expect(libraries()).not.toMatch(/libvips/);
    const password = /password: (\S+)/.exec(first.output())![1]!;
    const login = await fetch(`${again.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@astroden.example', password }),
    });
    const { token } = await login.json();
    const form = await multipart(
      { name: 'Orbit Mug', description: 'A mug', price: '499', stock: '3', category: 'Mugs' },
      [{ data: await png() }],
    );
    const created = await fetch(`${again.url}/api/products`, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      body: form.payload,
    });
    expect(created.status).toBe(201);
    expect(libraries()).toMatch(/libvips/);

    // A second server on the same data directory stops at once, naming it and the first; the first goes on.
    const second = await start(port + 1).then(
      () => 'started',
      (err: Error) => err.message,
    );
    expect(second).toContain('exited (1)');
    expect(second).toContain(`The data directory ${dataDir} is in use by process ${running!.pid}`);
    expect((await fetch(`${again.url}/api/health/ready`)).status).toBe(200);

    // Killed outright, the owner leaves its lock behind: a restart takes it over.
    running!.kill('SIGKILL');
    await exitOf(running!);
    running = undefined;
    const restarted = await start(port, { SHUTDOWN_DRAIN_MS: '60000' });
    expect((await (await fetch(`${restarted.url}/api/products?limit=1`)).json()).total).toBe(products.total + 1);

    // SIGTERM: not ready any more, but still serving, each answer closing its connection, until the drain ends.
    const ready = new http.Agent({ keepAlive: true });
    expect(await get(ready, `${restarted.url}/api/health/ready`)).toEqual({ status: 200, closes: false });
    const exited = exitOf(restarted.child);
    restarted.child.kill('SIGTERM');
    // The drain closes idle keep-alive connections (a balancer drops them from its pool): ask on new ones.
    ready.destroy();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    for (let draining = false; !draining; ) {
      draining = (await get(agent, `${restarted.url}/api/health/ready`)).status === 503;
    }
    for (let i = 0; i < 10; i++) {
      expect(await get(agent, `${restarted.url}/api/products?limit=1`)).toEqual({ status: 200, closes: true });
      expect((await get(agent, `${restarted.url}/api/health/live`)).status).toBe(200);
    }
    // A second signal cuts the drain short; the server closes the database and exits cleanly.
    restarted.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    agent.destroy();
  }, 180_000);
});
