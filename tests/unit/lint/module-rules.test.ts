// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it lived at `file` (relative to the project). */
async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('module boundaries (eslint)', () => {
  it("refuses an import of another module's internal file, at any depth and through the alias", async () => {
    for (const [file, specifier] of [
      ['src/server/modules/auth/example.ts', '../users/user-repository'],
      ['src/server/modules/localization/lines/example.ts', '../../users/user-repository'],
      ['src/server/render/example.ts', '../modules/users/user-repository'],
      ['src/server/modules/auth/example.ts', '@server/modules/users/user-repository'],
    ] as const) {
      const code = `import { UserRepository } from '${specifier}';\nexport const x = UserRepository;\n`;
      expect(await rulesBroken(file, code)).toContain('cinedex/module-boundaries');
    }
  });

  it('allows the entry point, the module itself, and the named exceptions', async () => {
    const allowed = [
      ['src/server/modules/auth/example.ts', '../users'],
      ['src/server/modules/auth/example.ts', '../users/index'],
      ['src/server/modules/users/example.ts', './user-repository'],
      ['src/server/seed/example.ts', '../modules/users/user-repository'],
      ['tests/api/example.ts', '../../src/server/modules/users/user-repository'],
    ] as const;
    for (const [file, specifier] of allowed) {
      const code = `import { thing } from '${specifier}';\nexport const x = thing;\n`;
      expect(await rulesBroken(file, code)).not.toContain('cinedex/module-boundaries');
    }
  });

  it('refuses building a service outside the composition root', async () => {
    const code = `export const make = (X: new () => object) => { class TagService {}\n  return [new TagService(), new X()]; };\n`;
    expect(await rulesBroken('src/server/modules/tags/example.ts', code)).toContain(
      'no-restricted-syntax',
    );
    expect(await rulesBroken('src/server/modules.ts', code)).not.toContain('no-restricted-syntax');
  });

  it('refuses queries outside repositories', async () => {
    const code = `import { sql } from 'kysely';\nexport const q = (db: { selectFrom(t: string): unknown }) => [sql, db.selectFrom('titles')];\n`;
    const broken = await rulesBroken('src/server/modules/tags/example.ts', code);
    expect(broken.filter((rule) => rule === 'cinedex/queries-in-repositories')).toHaveLength(2);
    expect(await rulesBroken('src/server/modules/tags/example-repository.ts', code)).not.toContain(
      'cinedex/queries-in-repositories',
    );
  });
});
