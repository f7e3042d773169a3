import { z } from 'zod';
import { image } from './titles';
import { titleCard } from './title-card';
import { paginated } from './responses';

/** The people API's answers: person cards and the person page. */

const personCardFields = {
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  /** The department the person is best known for: acting, directing, writing … */
  known_for: z.string().nullable(),
  popularity: z.number(),
};

/** A few of the person's best-known titles' names, for card subtitles. */
const knownForTitles = z.array(z.string());

export const personCard = z.object({ ...personCardFields, known_for_titles: knownForTitles });

export const personDetail = z.object({
  ...personCardFields,
  biography: z.string().nullable(),
  birth_date: z.string().nullable(),
  birth_place: z.string().nullable(),
  death_date: z.string().nullable(),
  death_place: z.string().nullable(),
  gender: z.string().nullable(),
  imdb_id: z.string().nullable(),
  known_for_titles: knownForTitles,
});

export const filmographyCredit = z.object({
  /** Credit id. */
  id: z.number().int(),
  title: titleCard,
  department: z.string(),
  job: z.string(),
  character: z.string().nullable(),
  /** Number of episodes when the credit comes from a series' episodes. */
  episode_count: z.number().int().nullable(),
});

/** GET people: one page of person cards. */
export const personListResponse = paginated(personCard);

/** GET people/{personId} */
export const personPageResponse = z.object({
  person: personDetail,
  known_for: z.array(titleCard),
  /** Department → credits, newest first (titles without a year last). */
  filmography: z.record(z.string(), z.array(filmographyCredit)),
  images: z.array(image),
});

export type PersonCard = z.infer<typeof personCard>;
export type PersonDetail = z.infer<typeof personDetail>;
export type FilmographyCredit = z.infer<typeof filmographyCredit>;
export type PersonPageResponse = z.infer<typeof personPageResponse>;
