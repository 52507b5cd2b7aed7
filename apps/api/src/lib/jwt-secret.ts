import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { writeFileDurably } from './durable-file.ts';

/** JWT_SECRET, else one generated on first start and kept in DATA_DIR/jwt-secret (in memory for memory://). */
export async function resolveJwtSecret(config: AppConfig): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.databaseUrl === 'memory://') return randomBytes(48).toString('base64url');
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    const saved = (await readFile(file, 'utf8')).trim();
    if (saved.length >= 32) return saved;
  } catch {
    // first start: fall through and create it
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  // Durable before any token is signed with it: a secret lost in a crash would sign everyone out.
  await writeFileDurably(file, secret, 0o600);
  return secret;
}
