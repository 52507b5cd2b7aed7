// A TCP proxy in front of a real server (Redis, PostgreSQL) that a test can cut or stall, to see what the
// app does when its backing service goes away or stops answering. No mocks: the bytes are real.
import { readFileSync } from 'node:fs';
import net from 'node:net';

export interface TcpProxy {
  /** The proxy's own address, to put in REDIS_URL or DATABASE_URL instead of the server's. */
  port: number;
  /** Drops every connection and refuses new ones: the server is gone. */
  cut(): void;
  /** Keeps connections open but lets no byte through either way: the server has stopped answering. */
  stall(): void;
  /** Lets connections through again. */
  restore(): void;
  close(): Promise<void>;
}

export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'open' | 'cut' | 'stall' = 'open';
  const pairs = new Set<[net.Socket, net.Socket]>();
  const server = net.createServer((client) => {
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (mode === 'open') to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const dropAll = () => {
    for (const [a, b] of pairs) {
      a.destroy();
      b.destroy();
    }
    pairs.clear();
  };
  return {
    port,
    cut() {
      mode = 'cut';
      dropAll();
    },
    stall() {
      mode = 'stall';
    },
    restore() {
      mode = 'open';
    },
    close() {
      dropAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A local port nothing listens on (the system's pick): to listen on, or to be refused at once. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A local port nothing listens on: connections to it are refused at once. */
export const closedPort = freePort;

/**
 * A free port for a server a test stops and starts again on the same port. freePort's pick comes from the
 * system's ephemeral range, where between the two starts an outgoing connection or another test's listen(0) can
 * take it (EADDRINUSE on the restart); this one lies above that range, where only a listener asking for it can.
 */
export async function restartablePort(): Promise<number> {
  const high = ephemeralPortsEnd();
  for (let tries = 0; high < 65_000 && tries < 20; tries += 1) {
    const port = high + 1 + Math.floor(Math.random() * (65_534 - high)); // and port + 1 still a port
    if (await listens(port)) return port;
  }
  return freePort();
}

/** The last port of the system's ephemeral range (Linux's default where /proc does not say). */
function ephemeralPortsEnd(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[1]) || 60_999;
  } catch {
    return 60_999;
  }
}

/** Whether a server can listen on the port on every interface, as the app does (it closes again at once). */
function listens(port: number): Promise<boolean> {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}
