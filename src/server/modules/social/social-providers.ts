import type { SocialService } from '@common/settings/site-settings';
import type { SocialProfileData } from './social-profile';

type Json = Record<string, unknown>;

export interface SocialProviderDefinition {
  /** Sends a PKCE code challenge (S256); Envato's OAuth does not support it. */
  pkce: boolean;
  /** How the client secret reaches the token endpoint. */
  clientAuth: 'post' | 'basic';
  /** Maps the userinfo answer (and Envato's separate email answer) to a profile, or null. */
  toProfile(userinfo: Json, email: Json | null): Omit<SocialProfileData, 'service'> | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

const id = (value: unknown): string | null =>
  typeof value === 'number' ? String(value) : text(value);

const nested = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Json)[key] : undefined;

export const SOCIAL_PROVIDERS: Record<SocialService, SocialProviderDefinition> = {
  /** OpenID Connect userinfo: sub, email, email_verified, name, given_name, family_name, picture. */
  google: {
    pkce: true,
    clientAuth: 'post',
    toProfile: (info) => {
      const sub = id(info.sub);
      if (!sub) return null;
      const email = info.email_verified === false ? null : text(info.email);
      return {
        id: sub,
        email,
        name: text(info.name),
        firstName: text(info.given_name),
        lastName: text(info.family_name),
        username: email ?? text(info.name),
        avatar: text(info.picture),
      };
    },
  },
  /** Graph API /me: id, name, email (only confirmed ones), first_name, last_name, picture.data.url. */
  facebook: {
    pkce: true,
    clientAuth: 'post',
    toProfile: (info) => {
      const userId = id(info.id);
      if (!userId) return null;
      return {
        id: userId,
        email: text(info.email),
        name: text(info.name),
        firstName: text(info.first_name),
        lastName: text(info.last_name),
        username: text(info.name),
        avatar: text(nested(nested(info.picture, 'data'), 'url')),
      };
    },
  },
  /** API v2 /users/me: {data: {id, name, username, profile_image_url, confirmed_email}}. */
  twitter: {
    pkce: true,
    clientAuth: 'basic',
    toProfile: (info) => {
      const data = (nested(info, 'data') ?? {}) as Json;
      const userId = id(data.id);
      if (!userId) return null;
      return {
        id: userId,
        email: text(data.confirmed_email),
        name: text(data.name),
        firstName: null,
        lastName: null,
        username: text(data.username),
        avatar: text(data.profile_image_url),
      };
    },
  },
  /** Envato market API: username.json {username} and email.json {email}. */
  envato: {
    pkce: false,
    clientAuth: 'post',
    toProfile: (info, email) => {
      const username = text(info.username);
      if (!username) return null;
      return {
        id: username,
        email: text(email?.email),
        name: username,
        firstName: null,
        lastName: null,
        username,
        avatar: null,
      };
    },
  },
};
