// A TCP proxy in front of a real server (Redis, PostgreSQL) that a test can cut or stall, to see what the
// app does when its backing service goes away or stops answering. No mocks: the bytes are real.
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
