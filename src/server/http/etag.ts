import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasPermission } from '@common/permissions/permission-check';

/** A body every viewer receives alike: shared caches may keep it, but must ask before reusing it. */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** A body that depends on the viewer (or carries a cookie): only the browser may keep it. */
export const PRIVATE_CACHE_CONTROL = 'private, max-age=0, must-revalidate';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A JSON body serialized once, with its weak ETag. Build it with `tagJson` and keep it (e.g. in a
 * cache) to answer repeated requests without serializing or hashing again.
 */
export class TaggedJson {
  constructor(
    readonly json: string,
    readonly etag: string,
  ) {}
}

/** A weak ETag derived from the serialized body: equal bodies always get equal tags. */
export function etagOf(json: string): string {
  return `W/"${createHash('sha1').update(json).digest('base64url')}"`;
}

export function tagJson(body: unknown): TaggedJson {
  return tagSerialized(JSON.stringify(body) ?? 'null');
}

/** The body as the route's serializer writes it (its response schema, else JSON.stringify). */
function serialized(reply: FastifyReply, body: unknown): string {
  const json = reply.serialize(body);
  return typeof json === 'string' ? json : Buffer.from(new Uint8Array(json)).toString('utf8');
}

function tagSerialized(json: string): TaggedJson {
  return new TaggedJson(json, etagOf(json));
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): W/"x" matches "x"; * matches all. */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  return header.split(',').some((candidate) => opaque(candidate) === wanted);
}

/**
 * Whether the route's answer is the same for every viewer: the route is public, or its
 * permission needs no login and the guest role holds it (so access itself does not depend on
 * who asks). Signed-in users with the permission then get exactly what guests get.
 */
export async function isSharedRoute(request: FastifyRequest): Promise<boolean> {
  const access = request.routeOptions.config.access;
  if (access === 'public') return true;
  if (!access || access === 'user' || access.login) return false;
  const guestRole = await request.server.services.permissions.guestRole();
  return hasPermission({ user: null, guestRole }, access.permission);
}

export interface EtagOptions {
  /**
   * Whether every viewer gets this same body. Defaults to `isSharedRoute(request)`; pass false
   * for bodies that contain the viewer's own state (they still get an ETag, but stay private).
   */
  shared?: boolean;
}

/**
 * Answers a GET with a JSON body, a weak ETag computed from it, and revalidation caching:
 * `public, max-age=0, must-revalidate` when the body is the same for every viewer (private
 * otherwise, and whenever the response sets a cookie, so a shared cache never stores one);
 * 304 with an empty body when If-None-Match already names the tag. Other methods just get the
 * JSON. Return its result from the handler: `return sendWithEtag(request, reply, body)`. A
 * body is encoded through the route's response schema; a TaggedJson is sent as it was encoded
 * (encode cached answers through the same schema: `tagJson(schema.encode(body))`).
 */
export async function sendWithEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  options: EtagOptions = {},
): Promise<FastifyReply> {
  // the route's serializer: its response schema encodes the body (no field it does not name)
  const tagged = body instanceof TaggedJson ? body : tagSerialized(serialized(reply, body));
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return reply.type(JSON_TYPE).send(tagged.json);
  }
  const shared =
    (options.shared ?? (await isSharedRoute(request))) &&
    !request.xsrfRenew &&
    reply.getHeader('set-cookie') === undefined;
  reply.header('etag', tagged.etag);
  reply.header('cache-control', shared ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
  if (etagMatches(request.headers['if-none-match'], tagged.etag)) {
    return reply.code(304).send();
  }
  return reply.type(JSON_TYPE).send(tagged.json);
}
