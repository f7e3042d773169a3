import path from 'node:path';
import { hash } from '@node-rs/argon2';
import Database from 'better-sqlite3';

/** The e2e server's SQLite file (see scripts/e2e-server.mjs), for arranging users and settings. */
const DATABASE_FILE = path.resolve('test-results/e2e-storage/database.sqlite');

function open() {
  const db = new Database(DATABASE_FILE);
  db.pragma('busy_timeout = 5000');
  return db;
}

export interface E2eUser {
  id: number;
  email: string;
  password: string;
}

let sequence = 0;

/** A role holding the named permissions (e.g. one without api.access); its id. */
export function createRole(name: string, permissions: string[]): number {
  const now = new Date().toISOString();
  const db = open();
  try {
    const role = db
      .prepare('insert into roles (name, created_at, updated_at) values (?, ?, ?)')
      .run(name, now, now);
    const grant = db.prepare(
      `insert into permissionables (permission_id, permissionable_type, permissionable_id)
       select id, 'role', ? from permissions where name = ?`,
    );
    for (const permission of permissions) grant.run(role.lastInsertRowid, permission);
    return Number(role.lastInsertRowid);
  } finally {
    db.close();
  }
}

/**
 * A registered user with the default role (or `options.roleId` instead); `overrides` sets
 * columns such as banned_at.
 */
export async function createUser(
  overrides: Record<string, string | null> = {},
  options: { roleId?: number } = {},
): Promise<E2eUser> {
  sequence++;
  const email = `e2e-${Date.now()}-${process.pid}-${sequence}@example.com`;
  const password = 'user-password';
  const now = new Date().toISOString();
  const hashed = await hash(password, { algorithm: 2 });
  const db = open();
  let userId: number;
  try {
    const columns = {
      email,
      name: `E2E User ${sequence}`,
      password: hashed,
      email_verified_at: now,
      created_at: now,
      updated_at: now,
      ...overrides,
    };
    const names = Object.keys(columns);
    const result = db
      .prepare(
        `insert into users (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`,
      )
      .run(...Object.values(columns));
    userId = Number(result.lastInsertRowid);
    const roleId =
      options.roleId ??
      (db.prepare('select id from roles where "default" = 1').get() as { id: number }).id;
    db.prepare('insert into user_role (user_id, role_id, created_at) values (?, ?, ?)').run(
      result.lastInsertRowid,
      roleId,
      now,
    );
  } finally {
    db.close();
  }
  return { id: userId, email, password };
}

/** A video of the first title playing `src` (an MP4 file's URL, relative to the site); its id. */
export function createMp4Video(name: string, src: string): number {
  const now = new Date().toISOString();
  const db = open();
  try {
    const title = db.prepare('select id from titles order by id limit 1').get() as { id: number };
    const result = db
      .prepare(
        `insert into videos (title_id, name, source, src, category, created_at, updated_at)
         values (?, ?, 'mp4', ?, 'trailer', ?, ?)`,
      )
      .run(title.id, name, src, now, now);
    return Number(result.lastInsertRowid);
  } finally {
    db.close();
  }
}

/** The id of a role by name (e.g. the seeded 'moderators'). */
export function roleIdByName(name: string): number {
  const db = open();
  try {
    const row = db.prepare('select id from roles where name = ?').get(name) as
      { id: number } | undefined;
    if (!row) throw new Error(`No role named ${name}`);
    return row.id;
  } finally {
    db.close();
  }
}

/**
 * Forgets today's recorded visits and plays, so a reports journey counts only its own: the
 * breakdowns list each day's largest rows, and the specs before it visit many pages. Waits first
 * for the write-behind buffer (a second) to write what earlier specs sent.
 */
export async function clearTodaysReportEvents(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const db = open();
  try {
    db.prepare('delete from report_events where day = ?').run(
      new Date().toISOString().slice(0, 10),
    );
  } finally {
    db.close();
  }
}

/** Background jobs (notification deliveries) not yet done; a finished job is deleted. */
export function unfinishedJobCount(): number {
  const db = open();
  try {
    const row = db.prepare('select count(*) as count from jobs where failed_at is null').get() as {
      count: number;
    };
    return row.count;
  } finally {
    db.close();
  }
}
