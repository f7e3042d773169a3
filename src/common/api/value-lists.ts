import { z } from 'zod';

export const timezoneOption = z.object({ value: z.string(), label: z.string() });

export type TimezoneOption = z.infer<typeof timezoneOption>;

/** GET value-lists/{names}: only the lists named in the path are present. */
export const valueListsResponse = z.object({
  /** Timezones grouped by region, the first segment of the IANA name. */
  timezones: z.record(z.string(), z.array(timezoneOption)).optional(),
  countries: z.array(z.object({ code: z.string(), name: z.string() })).optional(),
  localizations: z.array(z.object({ language: z.string(), name: z.string() })).optional(),
});

export type ValueListsResponse = z.infer<typeof valueListsResponse>;
