import { z } from 'zod';

/** Turns zod issues into {field: [messages]}; nested paths are dotted (e.g. 'items.0.name'). */
export function zodErrorsToFields(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const field = [...issue.path, key].join('.');
        (errors[field] ??= []).push(`The ${key} field is not allowed.`);
      }
      continue;
    }
    const field = issue.path.length ? issue.path.join('.') : 'payload';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** A comma-joined list param (with, load, loadCount) as the client sends it (spec 7.1). */
export const commaList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : (value ?? '').split(','))
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** Common query params every GET accepts. */
export const relationParams = { with: commaList, load: commaList, loadCount: commaList };
