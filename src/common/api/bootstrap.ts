import { z } from 'zod';
import type { BootstrapData } from '../bootstrap/bootstrap-data';
import type { PublicSettings } from '../settings/site-settings';
import type { ThemeValues } from '../themes/theme';
import { grantedPermission } from './roles';
import { userRecord } from './users';

/**
 * A JSON object whose shape another module owns and fills with free-form values (site settings,
 * theme variables): checked to be an object, typed as that module's `T`, documented as an object.
 */
const freeFormObject = <T>(description: string) =>
  z
    .custom<T>((value) => typeof value === 'object' && value !== null)
    .meta({ type: 'object', description });

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
  values: freeFormObject<ThemeValues>('CSS variables (--be-…) and their values'),
});

/**
 * Spec 1 bootstrap data, as login, logout, registration, two-factor and social sign-in answer it.
 * `settings` is the public part of the site settings (the settings module picks what is public
 * before it gets here); `loaders` is each route's first data, keyed by query key.
 */
export const bootstrapData = z.object({
  base_url: z.string(),
  base_path: z.string(),
  csrf_token: z.string(),
  settings: freeFormObject<PublicSettings>('The public site settings'),
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
type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? SameKeys<A, B> : false) : false;
type Assert<T extends true> = T;

/**
 * Compiles only while the schema and BootstrapData (what the server renders into every page)
 * describe the same object: a field the schema did not name would be dropped from answers.
 */
export type BootstrapSchemaMatchesBootstrapData = Assert<
  SameType<BootstrapData, z.infer<typeof bootstrapData>>
>;
