import { appendFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

export interface ErrorLogEntry {
  time: string;
  level: 'error' | 'fatal';
  message: string;
  exception: string;
  stack?: string;
  requestId?: string;
  method?: string;
  url?: string;
  userId?: number | null;
}

const FILE_PATTERN = /^error-\d{4}-\d{2}-\d{2}\.log$/;

/**
 * Server errors kept as one JSON line each in storage/logs/error-YYYY-MM-DD.log, where the admin
 * logs page reads them and "download latest" serves the newest file.
 */
export class ErrorLog {
  constructor(private readonly dir: string) {}

  async record(entry: ErrorLogEntry): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `error-${entry.time.slice(0, 10)}.log`);
    await appendFile(file, `${JSON.stringify(entry)}\n`, 'utf8');
  }

  async files(): Promise<string[]> {
    try {
      const names = await readdir(this.dir);
      return names
        .filter((name) => FILE_PATTERN.test(name))
        .sort()
        .reverse();
    } catch {
      return [];
    }
  }

  async latestFile(): Promise<string | null> {
    const [latest] = await this.files();
    return latest ? path.join(this.dir, latest) : null;
  }
}
