// Writing a file so that it survives a power cut once the call returns: the data, then the directory
// entry, flushed to disk. Uploads and the generated JWT secret are answered for only after this.
import { open, rename } from 'node:fs/promises';
import path from 'node:path';

async function fsyncPath(target: string, flags: string) {
  const handle = await open(target, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes through a temporary file renamed into place, so a reader (or a restart after a crash) sees
 * the whole file or none of it.
 */
export async function writeFileDurably(file: string, data: Buffer | string, mode = 0o644): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w', mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  await fsyncPath(path.dirname(file), 'r');
}
