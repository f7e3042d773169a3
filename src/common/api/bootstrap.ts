import { z } from 'zod';
import type { BootstrapData } from '../bootstrap/bootstrap-data';
import { grantedPermission } from './roles';
import { userRecord } from './users';

/** The guest role: its permissions apply to visitors who are not logged in. */
const guestRole = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable().optional(),
  default: z.boolean().optional(),
  guests: z.boolean().optional(),
  permissions: z.array(grantedPermission).optional(),
});

const theme = z.object({
  id: z.number().int(),
  name: z.string(),
  is_dark: z.boolean(),
  default_light: z.boolean(),
  default_dark: z.boolean(),
  /** CSS variables (`--be-…`) and their values. */
  values: z.record(z.templateLiteral(['--be-', z.string()]), z.string()),
});

/**
 * Spec 1 bootstrap data, as login, logout, registration, two-factor and social sign-in answer it.
 * `settings` is unknown on purpose: it is the public part of the site settings, free-form values
 * whose shape the settings module owns (and filters to what is public before it gets here);
 * `loaders` is each route's first data, keyed by query key.
 */
export const bootstrapData = z.object({
  base_url: z.string(),
  base_path: z.string(),
  csrf_token: z.string(),
  settings: z.unknown(),
  user: userRecord.nullable(),
  guest_role: guestRole.nullable(),
  i18n: z.object({
    language: z.string(),
    name: z.string(),
    /** Translation lines keyed by the English message. */
    lines: z.record(z.string(), z.string()),
    locales: z.array(z.object({ language: z.string(), name: z.string() })).optional(),
  }),
  themes: z.array(theme),
  is_mobile_device: z.boolean(),
  loaders: z.record(z.string(), z.unknown()),
});

/** `{bootstrapData}`: the answer of every call that signs in, out or renews the session. */
export const bootstrapResponse = z.object({ bootstrapData });

export type BootstrapResponse = z.infer<typeof bootstrapResponse>;

type SameKeys<A, B> = [Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>] extends [never]
  ? true
  : false;
type Assert<T extends true> = T;

/** Compiles only while the schema names every field of BootstrapData (others would be dropped). */
export type NamesEveryBootstrapField = Assert<SameKeys<BootstrapData, z.infer<typeof bootstrapData>>>;
