import { describe, expect, it } from 'vitest';
import { openApi30View } from '@client/api-docs/openapi-30-view';

const documentWith = (schema: object) => ({
  openapi: '3.1.0',
  info: { title: 'Cinedex API', version: '1' },
  paths: {
    '/api/v1/things': {
      get: {
        responses: { 200: { content: { 'application/json': { schema } } } },
      },
    },
  },
});

const schemaOf = (document: object) =>
  (document as ReturnType<typeof documentWith>).paths['/api/v1/things'].get.responses[200].content[
    'application/json'
  ].schema;

describe('the OpenAPI 3.0 view of the API document (for Swagger UI)', () => {
  it('says 3.0 and keeps the rest of the document', () => {
    const view = openApi30View(documentWith({ type: 'string' }));
    expect(view).toMatchObject({ openapi: '3.0.3', info: { title: 'Cinedex API', version: '1' } });
    expect(schemaOf(view)).toEqual({ type: 'string' });
  });

  it('restates null in a type list or as an anyOf branch as nullable', () => {
    const view = openApi30View(
      documentWith({
        type: 'object',
        properties: {
          name: { type: ['string', 'null'] },
          poster: { anyOf: [{ type: 'string', format: 'uri' }, { type: 'null' }] },
          credit: {
            anyOf: [{ type: 'object', properties: { id: { type: 'integer' } } }, { type: 'null' }],
            description: 'The credit, if any',
          },
          either: { anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] },
        },
      }),
    );
    expect(schemaOf(view)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', nullable: true },
        poster: { type: 'string', format: 'uri', nullable: true },
        credit: {
          type: 'object',
          properties: { id: { type: 'integer' } },
          description: 'The credit, if any',
          nullable: true,
        },
        either: { anyOf: [{ type: 'string' }, { type: 'integer' }], nullable: true },
      },
    });
  });

  it('restates const, numeric exclusive bounds and drops propertyNames', () => {
    const view = openApi30View(
      documentWith({
        type: 'object',
        properties: {
          kind: { type: 'string', const: 'title' },
          page: { type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 101 },
          counts: {
            type: 'object',
            propertyNames: { type: 'string' },
            additionalProperties: { type: 'number' },
          },
        },
      }),
    );
    expect(schemaOf(view)).toEqual({
      type: 'object',
      properties: {
        kind: { type: 'string', enum: ['title'] },
        page: {
          type: 'integer',
          minimum: 0,
          exclusiveMinimum: true,
          maximum: 101,
          exclusiveMaximum: true,
        },
        counts: { type: 'object', additionalProperties: { type: 'number' } },
      },
    });
  });

  it('leaves properties named like keywords, and literal values, as they are', () => {
    const view = openApi30View(
      documentWith({
        type: 'object',
        properties: {
          type: { type: 'string', enum: ['movie', 'series'] },
          const: { type: ['integer', 'null'], default: null },
        },
        example: { type: ['a', 'null'], const: 1 },
      }),
    );
    expect(schemaOf(view)).toEqual({
      type: 'object',
      properties: {
        type: { type: 'string', enum: ['movie', 'series'] },
        const: { type: 'integer', nullable: true, default: null },
      },
      example: { type: ['a', 'null'], const: 1 },
    });
  });
});
