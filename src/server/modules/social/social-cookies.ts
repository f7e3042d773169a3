import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SOCIAL_SERVICES } from '@common/settings/site-settings';
import { isSecureRequest } from '../../http/request-context';

/** The state and PKCE verifier between the redirect to the provider and its callback. */
export const FLOW_COOKIE = 'social_auth_flow';
/** A provider profile waiting for the existing account's password ('Password required'). */
export const PENDING_COOKIE = 'social_auth_pending';
const LIFETIME_MS = 10 * 60 * 1000;

const flowSchema = z.object({
  purpose: z.literal('social-flow'),
  service: z.enum(SOCIAL_SERVICES),
  mode: z.enum(['login', 'connect']),
  /** The signed-in user who started a connect flow. */
  userId: z.number().int().nullable(),
  state: z.string(),
  codeVerifier: z.string().nullable(),
  expiresAt: z.number(),
});

const profileSchema = z.object({
  service: z.enum(SOCIAL_SERVICES),
  id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
});

const pendingSchema = z.object({
  purpose: z.literal('social-pending'),
  userId: z.number().int(),
  profile: profileSchema,
  expiresAt: z.number(),
});

export type SocialFlow = z.infer<typeof flowSchema>;
export type PendingSocialLink = z.infer<typeof pendingSchema>;

function cookieOptions(request: FastifyRequest) {
  return {
    path: `${request.server.config.basePath}secure/auth/social/`,
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET navigation, which carries it.
    sameSite: 'lax' as const,
    secure: isSecureRequest(request),
  };
}

function write(request: FastifyRequest, reply: FastifyReply, name: string, value: object): void {
  reply.setCookie(name, request.server.services.encrypter.encrypt(JSON.stringify(value)), {
    ...cookieOptions(request),
    maxAge: LIFETIME_MS / 1000,
  });
}

function read<T extends { expiresAt: number }>(
  request: FastifyRequest,
  name: string,
  schema: z.ZodType<T>,
): T | null {
  const cookie = request.cookies[name];
  if (!cookie) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(request.server.services.encrypter.decrypt(cookie)));
    return parsed.success && parsed.data.expiresAt > Date.now() ? parsed.data : null;
  } catch {
    return null;
  }
}

export function startFlow(
  request: FastifyRequest,
  reply: FastifyReply,
  flow: Omit<SocialFlow, 'purpose' | 'expiresAt'>,
): void {
  write(request, reply, FLOW_COOKIE, {
    ...flow,
    purpose: 'social-flow',
    expiresAt: Date.now() + LIFETIME_MS,
  });
}

export const readFlow = (request: FastifyRequest) => read(request, FLOW_COOKIE, flowSchema);

export function keepPendingLink(
  request: FastifyRequest,
  reply: FastifyReply,
  link: Omit<PendingSocialLink, 'purpose' | 'expiresAt'>,
): void {
  write(request, reply, PENDING_COOKIE, {
    ...link,
    purpose: 'social-pending',
    expiresAt: Date.now() + LIFETIME_MS,
  });
}

export const readPendingLink = (request: FastifyRequest) =>
  read(request, PENDING_COOKIE, pendingSchema);

export function clearSocialCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: typeof FLOW_COOKIE | typeof PENDING_COOKIE,
): void {
  reply.clearCookie(name, cookieOptions(request));
}
