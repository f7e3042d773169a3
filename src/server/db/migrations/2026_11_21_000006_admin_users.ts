/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
