import type { FastifyInstance } from 'fastify';
import { publicAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { contactMessageInput } from './contact-schema';
import { ContactService } from './contact-service';

/** POST contact-page (spec 7.6): anyone may write to the site. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const contact = new ContactService(app.services);

  app.post('/api/v1/contact-page', { config: publicAccess }, async (request) =>
    contact.submit(parseInput(contactMessageInput, request.body), request.ip),
  );
}
