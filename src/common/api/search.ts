import { z } from 'zod';
import { newsArticleSummary } from './news';
import { personCard } from './people';
import { titleCard } from './title-card';

/** GET search?query=&types=title,person,news&limit= : the best matches of each type asked for. */
export const searchResponse = z.object({
  query: z.string(),
  titles: z.array(titleCard),
  people: z.array(personCard),
  news: z.array(newsArticleSummary),
});

export type SearchResponse = z.infer<typeof searchResponse>;
