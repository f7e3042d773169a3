import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { DebugFrame } from '@common/http/responses';
import { parseStack } from '../../http/debug-trace';
import type { ErrorLog, ErrorLogEntry } from './error-log';

export interface ErrorLogItem extends Omit<ErrorLogEntry, 'stack'> {
  /** file name and line number: stable for the life of the file. */
  id: string;
  file: string;
  frames: DebugFrame[];
}

async function readLines(file: string): Promise<string[]> {
  const lines: string[] = [];
  const reader = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of reader) lines.push(line);
  return lines;
}

function parseLine(line: string): ErrorLogEntry | null {
  try {
    const value = JSON.parse(line) as ErrorLogEntry;
    return typeof value === 'object' && value !== null && typeof value.message === 'string'
      ? value
      : null;
  } catch {
    return null;
  }
}

/**
 * One page of the error log, newest first across the daily files. Files are kept for the
 * logging.keep_days setting, so reading them whole stays small; only the page's entries get
 * their stacks parsed into frames.
 */
export async function readErrorLogPage(
  errorLog: ErrorLog,
  page: number,
  perPage: number,
): Promise<{ data: ErrorLogItem[]; total: number }> {
  const latest = await errorLog.latestFile();
  if (!latest) return { data: [], total: 0 };
  const dir = path.dirname(latest);
  const all: Array<{ file: string; line: number; raw: string }> = [];
  for (const file of await errorLog.files()) {
    const lines = await readLines(path.join(dir, file));
    for (let index = lines.length - 1; index >= 0; index--) {
      if (lines[index]!.trim()) all.push({ file, line: index + 1, raw: lines[index]! });
    }
  }
  const start = (page - 1) * perPage;
  const data = all.slice(start, start + perPage).flatMap(({ file, line, raw }) => {
    const entry = parseLine(raw);
    if (!entry) return [];
    const { stack, ...rest } = entry;
    return [{ ...rest, id: `${file}:${line}`, file, frames: parseStack(stack) }];
  });
  return { data, total: all.length };
}
