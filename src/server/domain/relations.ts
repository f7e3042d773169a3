/**
 * What a caller asked a service to add to the records it answers (spec 7.1 with, load,
 * loadCount): related records to include, and relations to count.
 */
export interface Relations<Include extends string = string, Count extends string = string> {
  include: readonly Include[];
  count: readonly Count[];
}

export const NO_RELATIONS: Relations<never, never> = { include: [], count: [] };
