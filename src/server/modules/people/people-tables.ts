import type { Generated } from 'kysely';

export interface PeopleTable {
  id: Generated<number>;
  name: string;
  biography: string | null;
  birth_date: string | null;
  birth_place: string | null;
  death_date: string | null;
  death_place: string | null;
  gender: 'female' | 'male' | 'non-binary' | null;
  /** The department the person is best known for: acting, directing, writing … */
  known_for: string | null;
  /** Profile image. */
  image: string | null;
  popularity: Generated<number>;
  imdb_id: string | null;
  created_at: string;
  updated_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface PeopleTables {
  people: PeopleTable;
}
