import { z } from 'zod';
import { FILE_ENTRY_TYPES, type FileEntryType } from '@common/api/file-entries';
import { idList } from '../../http/id-list';
import { paginationQuery } from '../../http/pagination';
import { commaList } from '../../http/validation';

export const FILE_ENTRY_ORDER_COLUMNS = [
  'id',
  'name',
  'file_size',
  'type',
  'created_at',
  'updated_at',
] as const;

const MAX_ID = 2_147_483_647;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_MESSAGE = 'The date must be a day (2024-05-31) or a range of days or times (from,to).';

/** A day or an ISO date-time as an ISO bound; a day runs from its start to the next day's. */
function bound(text: string, end: boolean): string | null {
  if (DAY.test(text)) {
    const day = new Date(`${text}T00:00:00.000Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) return null;
    if (end) day.setUTCDate(day.getUTCDate() + 1);
    return day.toISOString();
  }
  const time = /^\d{4}-\d{2}-\d{2}T/.test(text) ? new Date(text) : null;
  if (!time || Number.isNaN(time.getTime())) return null;
  // an end time is inclusive: the next millisecond is the exclusive bound
  return new Date(time.getTime() + (end ? 1 : 0)).toISOString();
}

/**
 * `date`: the created_at range `from,to` (either side may be empty), each a day (whole days,
 * UTC) or an ISO date-time. A single day means that day; a single date-time, from then on.
 */
const dateRange = z
  .string()
  .trim()
  .max(80, DATE_MESSAGE)
  .transform((text, context) => {
    const parts = text.split(',').map((part) => part.trim());
    const [fromText = '', toText = ''] =
      parts.length === 1 && DAY.test(parts[0]!) ? [parts[0]!, parts[0]!] : parts;
    const from = fromText ? bound(fromText, false) : null;
    const before = toText ? bound(toText, true) : null;
    if (
      parts.length > 2 ||
      (fromText && !from) ||
      (toText && !before) ||
      (!from && !before) ||
      (from && before && from >= before)
    ) {
      context.addIssue({ code: 'custom', message: DATE_MESSAGE });
      return z.NEVER;
    }
    return { from, before };
  })
  .optional();

const isEntryType = (type: string): type is FileEntryType =>
  (FILE_ENTRY_TYPES as readonly string[]).includes(type);

const typeList = commaList.pipe(
  z
    .array(z.string())
    .refine((types) => types.every(isEntryType), {
      message: `The type must be one of: ${FILE_ENTRY_TYPES.join(', ')}.`,
    })
    .transform((types) => types.filter(isEntryType)),
);

const id = (label: string) =>
  z.coerce
    .number({ message: `The ${label} filter must be an id.` })
    .int(`The ${label} filter must be an id.`)
    .min(0, `The ${label} filter must be an id.`)
    .max(MAX_ID, `The ${label} filter must be an id.`);

/**
 * GET file-entries: filters type (one or a comma list), owner (user id), workspace, date
 * (created_at), search (name, case-insensitive substring; `query` as the admin's search box
 * sends it), deleted (1: the trash only), parentId (0: the top level), ids; sorted by orderBy
 * and orderDir.
 */
export const fileEntryListQuery = paginationQuery.extend({
  orderBy: z
    .enum(FILE_ENTRY_ORDER_COLUMNS, {
      message: `The order by must be one of: ${FILE_ENTRY_ORDER_COLUMNS.join(', ')}.`,
    })
    .default('created_at'),
  type: typeList,
  owner: id('owner').optional(),
  workspace: id('workspace').optional(),
  date: dateRange,
  search: z
    .string()
    .trim()
    .max(255, 'The search may not be longer than 255 characters.')
    .optional(),
  query: z.string().trim().max(255, 'The query may not be longer than 255 characters.').optional(),
  deleted: z
    .enum(['0', '1', 'true', 'false'], { message: 'The deleted filter must be 1 or 0.' })
    .transform((value) => value === '1' || value === 'true')
    .default(false),
  parentId: id('parent').optional(),
  ids: idList,
});

export type FileEntryListQuery = z.infer<typeof fileEntryListQuery>;
