import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';

export interface HtmlTemplate {
  /** The page shell for a URL, with Vite's transforms applied in development. */
  load(url: string): Promise<string>;
}

/** Production: dist/client/index.html, read once, with asset paths pointed at the base path. */
export function builtTemplate(config: Config): HtmlTemplate {
  const built = path.join(config.clientDir, 'index.html');
  const source = existsSync(built) ? built : path.join(config.rootDir, 'index.html');
  let cached: Promise<string> | null = null;
  return {
    load: () =>
      (cached ??= readFile(source, 'utf8').then((html) =>
        html.replace(/(src|href)="\.\//g, `$1="${config.basePath}`),
      )),
  };
}
