import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validationError } from '../../http/http-error';
import { publicAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { VALUE_LIST_NAMES, ValueListService, type ValueListName } from './value-list-service';

const params = z.strictObject({ names: z.string() });

function parseNames(value: string): ValueListName[] {
  const names = [...new Set(value.split(',').map((name) => name.trim()))];
  const unknown = names.filter((name) => !(VALUE_LIST_NAMES as readonly string[]).includes(name));
  if (unknown.length) {
    throw validationError({
      names: [`Unknown value list: ${unknown.join(', ')}. Known: ${VALUE_LIST_NAMES.join(', ')}.`],
    });
  }
  return names as ValueListName[];
}

export async function valueListRoutes(app: FastifyInstance): Promise<void> {
  const valueLists = new ValueListService(app.services.localization);

  /** GET value-lists/timezones,countries,localizations → only the named lists. */
  app.get('/api/v1/value-lists/:names', { config: publicAccess }, async (request) => {
    const { names } = parseInput(params, request.params);
    return valueLists.lists(parseNames(names));
  });
}
