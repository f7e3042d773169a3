import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import type { ErrorLogItem } from '@common/api/logs';
import { parseStack } from '../../http/debug-trace';
import type { ErrorLog } from './error-log';

/**
 * A line of the error log as read back: the files are plain text anyone can edit, so a field of
 * the wrong type falls back rather than failing the whole page; a line without a message is
 * skipped.
 */
const loggedError = z.object({
  time: z.string().catch(''),
  level: z.enum(['error', 'fatal']).catch('error'),
  message: z.string(),
  exception: z.string().catch(''),
  stack: z.string().optional().catch(undefined),
  requestId: z.string().optional().catch(undefined),
  method: z.string().optional().catch(undefined),
  url: z.string().optional().catch(undefined),
  userId: z.number().int().nullable().optional().catch(undefined),
});

async function readLines(file: string): Promise<string[]> {
  const lines: string[] = [];
  const reader = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of reader) lines.push(line);
  return lines;
}

function parseLine(line: string): z.output<typeof loggedError> | null {
  try {
    const result = loggedError.safeParse(JSON.parse(line));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Reads the error log files for the admin logs page. */
export class ErrorLogReader {
  constructor(private readonly errorLog: ErrorLog) {}

  /**
   * One page of the error log, newest first across the daily files. Files are kept for the
   * logging.keep_days setting, so reading them whole stays small; only the page's entries get
   * their stacks parsed into frames.
   */
  async page(page: number, perPage: number): Promise<{ rows: ErrorLogItem[]; total: number }> {
    const latest = await this.errorLog.latestFile();
    if (!latest) return { rows: [], total: 0 };
    const dir = path.dirname(latest);
    const all: Array<{ file: string; line: number; raw: string }> = [];
    for (const file of await this.errorLog.files()) {
      const lines = await readLines(path.join(dir, file));
      for (let index = lines.length - 1; index >= 0; index--) {
        if (lines[index]!.trim()) all.push({ file, line: index + 1, raw: lines[index]! });
      }
    }
    const start = (page - 1) * perPage;
    const rows = all.slice(start, start + perPage).flatMap(({ file, line, raw }) => {
      const entry = parseLine(raw);
      if (!entry) return [];
      const { stack, ...rest } = entry;
      return [{ ...rest, id: `${file}:${line}`, file, frames: parseStack(stack) }];
    });
    return { rows, total: all.length };
  }

  /** The newest file, for "download latest". */
  latestFile(): Promise<string | null> {
    return this.errorLog.latestFile();
  }
}
