import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productsResponse } from '@common/api/billing';
import { paginationQuery } from '../../http/pagination';
import { publicAccess } from '../../http/route-access';

const productsQuery = paginationQuery.pick({ page: true, perPage: true });

/** The plans the pricing page shows (spec 7.6). */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { products } = app.services;

  app.get(
    '/api/v1/billing/products',
    {
      config: publicAccess,
      schema: {
        summary: 'The visible billing plans, by position',
        querystring: productsQuery,
        response: { 200: productsResponse },
      },
    },
    async ({ query }) => products.visible(query.page, query.perPage),
  );
};
