import { type FileHandle, mkdir, open, readFile, rename } from 'node:fs/promises';
import { dirname } from 'node:path';

// The file under a queue's journal: appends, and a whole rewrite that replaces it atomically.
//
// An append is written to the OS, not fsynced: a killed process loses nothing the OS has, and an
// fdatasync per batch measured p99 40 ms, which every acknowledgement would wait for. Redis' default
// (appendfsync everysec) makes the same trade, and PGlite itself runs with fsync off: the embedded
// default is kept safe from process kills, not from the machine losing power.

export type JournalFile = {
  /** Appends the text whole, or throws; after a throw the next append starts on a line of its own. */
  append(text: string): Promise<void>;
  /** Replaces the file's content: a temporary file, fsynced, renamed over it. */
  replace(text: string): Promise<void>;
  /** Closes the file until the next append (which opens it again). */
  release(): Promise<void>;
};

/** The file's text, or '' when it does not exist yet. */
export async function readJournal(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

export function journalFile(path: string): JournalFile {
  let handle: FileHandle | undefined;
  // A failed write (a full disk) may have left part of a line: the next one must not continue it.
  let mayEndMidLine = false;

  async function writeAll(target: FileHandle, bytes: Buffer) {
    let offset = 0;
    while (offset < bytes.length) {
      const { bytesWritten } = await target.write(bytes, offset);
      offset += bytesWritten;
    }
  }

  return {
    async append(text) {
      const bytes = Buffer.from(mayEndMidLine ? `\n${text}` : text);
      handle ??= await open(path, 'a');
      mayEndMidLine = true;
      await writeAll(handle, bytes);
      mayEndMidLine = false;
    },

    async replace(text) {
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.tmp`;
      const next = await open(temporary, 'w');
      try {
        await writeAll(next, Buffer.from(text));
        await next.sync();
      } finally {
        await next.close();
      }
      await rename(temporary, path);
      // The rename itself is durable once the folder is.
      const folder = await open(dirname(path), 'r');
      await folder.sync().finally(() => folder.close());
      // The old handle still points at the replaced file.
      const previous = handle;
      handle = undefined;
      mayEndMidLine = false;
      await previous?.close();
    },

    async release() {
      const previous = handle;
      handle = undefined;
      await previous?.close();
    },
  };
}
