import { z } from 'zod';
import { catalogueScope, type CatalogueScope } from '@common/api/catalogue-scope';

const personId = z.coerce
  .number({ error: 'The person id must be a number.' })
  .int('The person id must be a whole number.')
  .positive('The person id must be a positive number.')
  .max(2_147_483_647, 'The person id is too large.');

/**
 * What admin credits and images are read or written for: a title, season or episode (the
 * scope's fields) or a person (`personId`), exactly one of the two.
 */
export const adminTargetFields = {
  titleId: catalogueScope.shape.titleId.optional(),
  season: catalogueScope.shape.season,
  episode: catalogueScope.shape.episode,
  personId: personId.optional(),
};

export type AdminTarget = { scope: CatalogueScope } | { personId: number };

interface TargetFields {
  titleId?: number;
  season?: number;
  episode?: number;
  personId?: number;
}

/** Adds the "a title or a person, not both; an episode needs its season" rules. */
export function checkTarget(value: TargetFields, context: z.RefinementCtx): void {
  if (value.titleId === undefined && value.personId === undefined) {
    context.addIssue({
      code: 'custom',
      message: 'The title id field is required.',
      path: ['titleId'],
    });
  }
  if (value.titleId !== undefined && value.personId !== undefined) {
    context.addIssue({
      code: 'custom',
      message: 'Give a title or a person, not both.',
      path: ['personId'],
    });
  }
  if (value.personId !== undefined && (value.season !== undefined || value.episode !== undefined)) {
    context.addIssue({
      code: 'custom',
      message: 'A person has no seasons.',
      path: ['season'],
    });
  }
  if (value.episode !== undefined && value.season === undefined) {
    context.addIssue({
      code: 'custom',
      message: 'An episode needs its season.',
      path: ['episode'],
    });
  }
}

/** The target the checked fields name. */
export function toTarget(value: TargetFields): AdminTarget {
  if (value.personId !== undefined) return { personId: value.personId };
  return { scope: { titleId: value.titleId!, season: value.season, episode: value.episode } };
}

/** Who may do something to a target's credits or images (checked by the services). */
export type PermissionCheck = (permission: string) => boolean;

export const targetPermission = (target: AdminTarget) =>
  'personId' in target ? 'people.update' : 'titles.update';
