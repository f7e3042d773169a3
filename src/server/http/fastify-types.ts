import type { FastifySchema } from 'fastify';
import type { User } from '@common/users/user';
import type { Config } from '../config';
import type { SessionRow } from '../modules/sessions';
import type { Services } from '../modules';
import type { RouteAccess } from './route-access';

/** A route as registered, with its declared access (read by the authorization matrix test). */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** Its request and response schemas (the OpenAPI test checks every API route has them). */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    services: Services;
    routeTable: RegisteredRoute[];
  }

  interface FastifyRequest {
    /** The signed-in user with roles and permissions, or null for a visitor. */
    user: User | null;
    session: SessionRow | null;
    authVia: 'session' | 'token' | null;
    /** From the workspaceId param every request may carry (spec 7.1); 0 is the default workspace. */
    workspaceId: number;
    /** The XSRF token this response hands out (cookie and bootstrap data). */
    xsrfToken: string;
    /** Set when the XSRF cookie must be (re)written on the response. */
    xsrfRenew: boolean;
  }

  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The route serving the app's pages (index.html with bootstrap data), which needs the visitor. */
    page?: boolean;
    /** false for endpoints called by other servers (webhooks), which carry no XSRF cookie. */
    xsrf?: boolean;
    /** Banned users are refused every API route except those that set this (logout). */
    allowBanned?: boolean;
    /** With require_email_confirmation, unverified users only reach routes that set this. */
    allowUnverified?: boolean;
  }
}
