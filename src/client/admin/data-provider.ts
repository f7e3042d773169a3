import {
  HttpError,
  type DataProvider,
  type GetListParams,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { apiClient, type Params } from '@client/http/api-client';
import { isApiError } from '@client/http/api-error';
import type { PaginationResponse } from '@common/http/responses';
import { singularKey } from './resource-keys';

type ListQuery = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>;

/** The relation params (spec 7.1) a resource may ask for through react-admin's `meta`. */
const RELATION_PARAMS = ['with', 'load', 'loadCount'] as const;

/**
 * `meta: {with: ['roles'], loadCount: ['tokens']}` → the same params on the request; the api
 * client joins their lists with commas. Anything else in meta stays on the client.
 */
export function relationParams(meta: unknown): Params {
  const params: Params = {};
  if (typeof meta !== 'object' || meta === null) return params;
  for (const name of RELATION_PARAMS) {
    const value = (meta as Record<string, unknown>)[name];
    if (value !== undefined) params[name] = value;
  }
  return params;
}

/** react-admin's search filter `q` is our `query`; other filters are plain query params. */
export function filterParams(filter: Record<string, unknown> = {}): Params {
  const params: Params = {};
  for (const [key, value] of Object.entries(filter)) {
    const name = key === 'q' ? 'query' : key;
    if (Array.isArray(value)) params[name] = value.join(',');
    else if (typeof value === 'boolean') params[name] = value ? 1 : 0;
    else params[name] = value;
  }
  return params;
}

/** Query params of a list request: filters and relations, then page, perPage, orderBy, orderDir. */
export function listParams({ pagination, sort, filter, meta }: ListQuery): Params {
  return {
    ...filterParams(filter),
    ...relationParams(meta),
    page: pagination?.page,
    perPage: pagination?.perPage,
    orderBy: sort?.field || undefined,
    orderDir: sort?.order ? sort.order.toLowerCase() : undefined,
  };
}

/** 422 {message, errors: {field: [messages]}} → HttpError whose body.errors react-admin sets on fields. */
export function toHttpError(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    if (messages[0] !== undefined) errors[field] = messages[0];
  }
  const body = Object.keys(errors).length ? { message: error.message, errors } : null;
  return new HttpError(error.message, error.status, body);
}

async function withHttpErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toHttpError(error);
  }
}

function recordPath(resource: string, id: Identifier): string {
  return `${resource}/${encodeURIComponent(String(id))}`;
}

function joinIds(ids: Identifier[]): string {
  return ids.map((id) => encodeURIComponent(String(id))).join(',');
}

async function list<R extends RaRecord>(
  resource: string,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<{ data: R[]; total: number }> {
  const page = await apiClient.get<PaginationResponse<R>>(resource, listParams(query), { signal });
  return { data: page.data, total: page.total };
}

/**
 * Records are opaque here: react-admin's RecordType is the caller's claim, so single-record
 * answers are read as `never` (assignable to any RecordType) and unwrapped from their key.
 */
type SingleRecordBody = Record<string, never>;

function unwrap(resource: string, body: SingleRecordBody): never {
  return body[singularKey(resource)] as never;
}

/** react-admin over our API: spec 7.1 requests, list params and {singular: record} answers. */
export const dataProvider: DataProvider = {
  // react-admin's docs: only in production, or StrictMode's double render sends queries twice
  supportAbortSignal: import.meta.env.PROD,

  getList: (resource, { signal, ...query }) => withHttpErrors(() => list(resource, query, signal)),

  getOne: (resource, { id, meta, signal }) =>
    withHttpErrors(async () => {
      const path = recordPath(resource, id);
      const body = await apiClient.get<SingleRecordBody>(path, relationParams(meta), { signal });
      return { data: unwrap(resource, body) };
    }),

  getMany: (resource, { ids, meta, signal }) =>
    withHttpErrors(async () => {
      const params = { ids: joinIds(ids), perPage: ids.length, ...relationParams(meta) };
      const page = await apiClient.get<PaginationResponse<never>>(resource, params, { signal });
      return { data: page.data };
    }),

  getManyReference: (resource, { target, id, filter, signal, ...query }) =>
    withHttpErrors(() => list(resource, { ...query, filter: { ...filter, [target]: id } }, signal)),

  create: (resource, { data }) =>
    withHttpErrors(async () => {
      const body = await apiClient.post<SingleRecordBody>(resource, data);
      return { data: unwrap(resource, body) };
    }),

  update: (resource, { id, data }) =>
    withHttpErrors(async () => {
      const body = await apiClient.put<SingleRecordBody>(recordPath(resource, id), data);
      return { data: unwrap(resource, body) };
    }),

  /** No bulk-update endpoint: one PUT per record. */
  updateMany: (resource, { ids, data }) =>
    withHttpErrors(async () => {
      await Promise.all(ids.map((id) => apiClient.put(recordPath(resource, id), data)));
      return { data: ids };
    }),

  delete: (resource, { id, previousData }) =>
    withHttpErrors(async () => {
      await apiClient.delete(recordPath(resource, id));
      return { data: (previousData ?? { id }) as never };
    }),

  deleteMany: (resource, { ids }) =>
    withHttpErrors(async () => {
      await apiClient.delete(`${resource}/${joinIds(ids)}`);
      return { data: ids };
    }),
};
