import { z } from 'zod';
import { parseTypeList } from '@common/uploads/upload-restrictions';
import { zodErrorsToFields } from '../../http/validation';
import { SEO_PAGE_TYPES } from '../seo';
import { DEFAULT_SETTINGS } from './default-settings';
import { isSecretSetting } from './secret-settings';
import { flattenSettings } from './settings-service';

const emailOrEmpty = z
  .string('This must be text.')
  .trim()
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    error: 'This must be a valid email address.',
  });

const policySchema = z.strictObject({
  id: z.string().trim().min(1, 'Every policy needs an id.').max(100),
  label: z.string().trim().min(1, 'Every policy needs a label.').max(1000),
  action: z.string().max(1000).nullish(),
});

/** An SEO template: text with {{placeholders}}, short enough for a head tag. */
const seoTemplate = z
  .string('This must be text.')
  .trim()
  .max(1000, 'A template may have at most 1000 characters.');

/** Upload types: mime patterns ('image/*', 'video/mp4') or extensions ('pdf', '.srt'). */
const uploadTypeList = z
  .string('This must be text.')
  .max(2000)
  .refine((value) => parseTypeList(value).every((type) => UPLOAD_TYPE.test(type)), {
    error: "Use mime patterns such as 'image/*' or extensions such as 'pdf', comma separated.",
  });
const UPLOAD_TYPE = /^([a-z0-9][a-z0-9.+-]*\/(\*|[a-z0-9][a-z0-9.+-]*)|[a-z0-9][a-z0-9_+-]{0,31})$/;

/** Settings whose values are narrower than the default's type. */
const SPECIFIC_RULES: Record<string, z.ZodType> = {
  'homepage.type': z.enum(['default', 'landing', 'login', 'register'], {
    error: 'The homepage type must be default, landing, login or register.',
  }),
  'cookie_notice.position': z.enum(['top', 'bottom'], {
    error: 'The position must be top or bottom.',
  }),
  'registration.policies': z.array(policySchema).max(20, 'There may be at most 20 policies.'),
  'mail.from_address': emailOrEmpty,
  'mail.contact_address': emailOrEmpty,
  'contact.email': emailOrEmpty,
  'logging.keep_days': z.int('This must be a whole number.').min(1).max(3650),
  'dates.format': z.enum(['short', 'medium', 'long'], {
    error: 'The date format must be short, medium or long.',
  }),
  'cache.driver': z.enum(['memory'], { error: 'The only cache driver for now is memory.' }),
  'queue.driver': z.enum(['sync'], { error: 'The only queue driver for now is sync.' }),
  'search.driver': z.enum(['database'], { error: 'The only search driver for now is database.' }),
  'content.ratings_scale': z.union([z.literal(5), z.literal(10)], {
    error: 'The ratings scale must be 5 or 10.',
  }),
  'uploading.max_size_mb': z.int('This must be a whole number.').min(1).max(102400),
  'uploading.chunk_size_mb': z
    .int('This must be a whole number.')
    .min(1, 'Chunks must be at least 1 MB.')
    .max(500, 'Chunks must be at most 500 MB.'),
  'uploading.allowed_types': uploadTypeList,
  'uploading.blocked_types': uploadTypeList,
  ...Object.fromEntries(
    SEO_PAGE_TYPES.flatMap((type) => [`seo.${type}.title`, `seo.${type}.description`]).map(
      (name) => [name, seoTemplate],
    ),
  ),
};

/** The default's type decides what a value may be: boolean, number, string or list. */
function ruleFromDefault(value: unknown): z.ZodType {
  if (typeof value === 'boolean') return z.boolean('This must be true or false.');
  if (typeof value === 'number') return z.number('This must be a number.');
  if (typeof value === 'string') return z.string('This must be text.').max(20000);
  // Lists without their own rule (menus, themes) belong to the appearance editor, which
  // validates their items; accepting any list here could break every page.
  if (Array.isArray(value)) return z.never({ error: 'This setting cannot be changed here.' });
  return z.never();
}

const KNOWN = flattenSettings(DEFAULT_SETTINGS as unknown as Record<string, unknown>);

/**
 * A PUT settings body of dotted names: unknown names and values of the wrong type answer 422
 * per name (nested messages under `name.path`). Empty secrets are dropped so the stored
 * credential is kept.
 */
export const settingsInput = z
  .record(z.string(), z.unknown(), {
    error: 'Send the settings as an object of names and values.',
  })
  .transform((body, ctx) => {
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(body)) {
      if (!(name in KNOWN)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `There is no setting named ${name}.`,
        });
        continue;
      }
      // ad code is edited on the ads page (permission ads.update), not by settings.update holders
      if (name.startsWith('ads.')) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'Ads are edited on the ads page.' });
        continue;
      }
      if (isSecretSetting(name) && value === '') continue;
      const result = (SPECIFIC_RULES[name] ?? ruleFromDefault(KNOWN[name])).safeParse(value);
      if (result.success) {
        values[name] = result.data;
        continue;
      }
      for (const [field, messages] of Object.entries(zodErrorsToFields(result.error))) {
        const path = field === 'payload' ? [name] : [name, field];
        for (const message of messages) ctx.addIssue({ code: 'custom', path, message });
      }
    }
    return values;
  });
