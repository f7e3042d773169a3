import type { FastifyInstance } from 'fastify';
import { permissionAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { LocalizationAdminService } from './localization-admin-service';
import { LocalizationRepository } from './localization-repository';
import {
  idParam,
  idsParam,
  lineListSchema,
  localizationListSchema,
  localizationSchema,
  saveLinesSchema,
} from './localization-schema';

const manage = permissionAccess('localizations.update', true);

/** Localizations (spec 2.9): languages and their translation lines, managed in the admin. */
export async function localizationRoutes(app: FastifyInstance): Promise<void> {
  const { db, settings, localization } = app.services;
  const repository = new LocalizationRepository(db);
  const admin = new LocalizationAdminService(repository, localization, settings);

  app.get('/api/v1/localizations', { config: manage }, async (request) =>
    admin.paginate(parseInput(localizationListSchema, request.query)),
  );

  app.get('/api/v1/localizations/:id', { config: manage }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    return { localization: await admin.find(id) };
  });

  app.post('/api/v1/localizations', { config: manage }, async (request) => ({
    localization: await admin.create(parseInput(localizationSchema, request.body)),
  }));

  app.put('/api/v1/localizations/:id', { config: manage }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    const input = parseInput(localizationSchema, request.body);
    return { localization: await admin.update(id, input) };
  });

  app.delete('/api/v1/localizations/:ids', { config: manage }, async (request) => {
    const { ids } = parseInput(idsParam, request.params);
    await admin.delete(ids);
    return { message: 'Localizations deleted.' };
  });

  /** {data: [{key, value|null}], ...pagination}: catalogue messages and stored lines. */
  app.get('/api/v1/localizations/:id/lines', { config: manage }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    return admin.lines(id, parseInput(lineListSchema, request.query));
  });

  app.put('/api/v1/localizations/:id/lines', { config: manage }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    const { lines } = parseInput(saveLinesSchema, request.body);
    await admin.saveLines(id, lines);
    return { message: 'Translations saved.' };
  });
}
