// Generated malformed requests against every documented route, with Redis unreachable: counts any 5xx.
// Not a test (it takes a while): `npm run fuzz -w @astroden/bench -- [count]`, 30,000 by default.
import { randomBytes, randomInt } from 'node:crypto';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { bootstrap } from '../apps/api/src/db/seed/bootstrap.ts';
import { freePort } from './catalogue/processes.ts';

const COUNT = Number(process.argv[2] ?? 30_000);

const config = loadConfig({
  DATABASE_URL: 'memory://',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  ADMIN_PASSWORD: 'fuzz-admin-password',
  REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
});
const app = await buildApp({
  ...config,
  rateLimits: {
    auth: relaxed(),
    contact: relaxed(),
    orders: relaxed(),
    track: relaxed(),
    passwordReset: relaxed(),
    passwordResetPerEmail: relaxed(),
  },
});
await bootstrap(app);
await app.ready();
function relaxed() {
  return { max: 1_000_000, timeWindow: '1 minute' };
}

const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: config.adminEmail, password: 'fuzz-admin-password' },
});
const token = login.json().token as string;

const doc = (await app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
);

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)]!;
const weird = [
  '',
  ' ',
  'null',
  'undefined',
  '-1',
  '0',
  '1e309',
  'NaN',
  '%00',
  '%',
  '%zz',
  '../../etc/passwd',
  '\u0000',
  'ORD-20260101-0001',
  'ord-20260101-0001',
  '00000000-0000-4000-8000-000000000000',
  '00000000-0000-4000-8000-00000000000A'.toUpperCase(),
  'x'.repeat(300),
  '😀',
  '<script>',
  "' or 1=1 --",
  '{"a":1}',
  '[]',
];
const values = (): unknown =>
  pick([
    () => pick(weird),
    () => randomInt(-1e9, 1e9),
    () => Math.random() * 1e12,
    () => true,
    () => null,
    () => [],
    () => ({}),
    () => [pick(weird), randomInt(100)],
    () => ({ [pick(weird)]: pick(weird) }),
    () => randomBytes(randomInt(1, 64)).toString('latin1'),
    () => 'y'.repeat(randomInt(1, 5000)),
  ])();
const FIELDS = [
  'email',
  'password',
  'name',
  'items',
  'value',
  'status',
  'quantity',
  'productId',
  'page',
  'limit',
  'search',
  'version',
  'role',
  'isActive',
  'price',
  'stock',
  'features',
  'dimensions',
  'existingImages',
  'fullName',
  'subject',
  'message',
  'phoneNo',
  'currentPassword',
  'newPassword',
];
const body = () => {
  const out: Record<string, unknown> = {};
  for (let i = randomInt(6); i > 0; i--) out[pick(FIELDS)] = values();
  if (Math.random() < 0.2)
    out.items = Array.from({ length: randomInt(60) }, () => ({ productId: values(), quantity: values() }));
  return out;
};
const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);

const statuses = new Map<number, number>();
const failures: string[] = [];
for (let i = 0; i < COUNT; i++) {
  const route = pick(routes);
  const path = route.path.replace(/\{(\w+)\}|:(\w+)/g, () => encodeURIComponent(String(pick(weird))).slice(0, 250));
  const query = Array.from(
    { length: randomInt(4) },
    () => `${pick(FIELDS)}=${encodeURIComponent(String(values()))}`,
  ).join('&');
  const headers: Record<string, string> = {};
  // Logout and password changes would end the admin's session and leave the rest of the run at 401.
  const endsSession = /logout|password/.test(route.path);
  if (Math.random() < 0.6)
    headers.authorization = Math.random() < 0.8 && !endsSession ? `Bearer ${token}` : `Bearer ${pick(weird)}`;
  if (Math.random() < 0.2) headers['idempotency-key'] = String(pick(weird)).slice(0, 120) || 'k';
  let payload: string | undefined;
  const kind = randomInt(6);
  if (route.method !== 'GET' && route.method !== 'HEAD' && route.method !== 'DELETE') {
    if (kind === 0) payload = deep(randomInt(10, 5000));
    else if (kind === 1) payload = '{"broken":';
    else if (kind === 2) {
      headers['content-type'] = `multipart/form-data; boundary=${pick(['x', '', '--'])}`;
      payload = `--x\r\nContent-Disposition: form-data; name="${pick(FIELDS)}"\r\n\r\n${String(values())}\r\n--x--`;
    } else payload = JSON.stringify(body());
    headers['content-type'] ??= pick([
      'application/json',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
    ]);
  }
  const res = await app.inject({
    method: route.method as 'GET',
    url: `${path}${query ? `?${query}` : ''}`,
    headers,
    payload,
  });
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  if (res.statusCode >= 500 && failures.length < 20) {
    failures.push(
      `${res.statusCode} ${route.method} ${path}?${query} ${payload?.slice(0, 200) ?? ''} → ${res.body.slice(0, 200)}`,
    );
  }
}
await app.close();
const fiveHundreds = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
console.log(`${COUNT} requests over ${routes.length} routes:`, Object.fromEntries([...statuses].sort()));
for (const f of failures) console.log(f);
console.log(fiveHundreds === 0 ? 'no 5xx' : `${fiveHundreds} answers were 5xx`);
process.exit(fiveHundreds === 0 ? 0 : 1);
