import type { FastifyInstance } from 'fastify';
import { sendWithEtag } from '../../http/etag';
import { notFound } from '../../http/http-error';
import { paginationResponse } from '../../http/pagination';
import { permissionAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { idParam } from '../catalogue/catalogue-params';
import { personListQuery } from './person-schema';
import { PersonService } from './person-service';

export const PERSON_NOT_FOUND = 'Person not found.';

const view = permissionAccess('titles.view');

/** People and their filmographies (issue 5). */
export async function personRoutes(app: FastifyInstance): Promise<void> {
  const people = new PersonService(app.services.db);

  app.get('/api/v1/people', { config: view }, async (request, reply) => {
    const query = parseInput(personListQuery, request.query);
    const { rows, total } = await people.listCards(query);
    return sendWithEtag(request, reply, paginationResponse(rows, total, query.page, query.perPage));
  });

  app.get<{ Params: { personId?: string } }>(
    '/api/v1/people/:personId',
    { config: view },
    async (request, reply) => {
      const page = await people.page(idParam(request.params.personId, PERSON_NOT_FOUND));
      if (!page) throw notFound(PERSON_NOT_FOUND);
      return sendWithEtag(request, reply, page);
    },
  );
}
