/** Tables this module owns; part of the Database interface in db/schema.ts. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the module's tables are added
export interface PagesTables {}
