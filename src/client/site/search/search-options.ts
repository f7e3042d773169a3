import type { SearchResponse } from '@common/catalogue/catalogue-types';
import { newsArticleUrl, personUrl, searchUrl, titleUrl } from '@common/catalogue/catalogue-urls';

export type SearchGroup = 'titles' | 'people' | 'news';

export interface SearchOption {
  /** Stable within one result set: 'title-12'. */
  key: string;
  group: SearchGroup | 'all';
  url: string;
  label: string;
  description: string | null;
  image: string | null;
}

export const GROUP_LABELS: Record<SearchGroup, string> = {
  titles: 'Titles',
  people: 'People',
  news: 'News',
};

/** The type-ahead's options in display order, ending with 'see all results'. */
export function buildSearchOptions(
  query: string,
  data: SearchResponse | undefined,
  trans: (message: string, values?: Record<string, string | number>) => string,
): SearchOption[] {
  const options: SearchOption[] = [];
  for (const title of data?.titles ?? []) {
    options.push({
      key: `title-${title.id}`,
      group: 'titles',
      url: titleUrl(title),
      label: title.name,
      description: [title.year, title.type === 'series' ? trans('Series') : trans('Movie')]
        .filter(Boolean)
        .join(' · '),
      image: title.poster,
    });
  }
  for (const person of data?.people ?? []) {
    options.push({
      key: `person-${person.id}`,
      group: 'people',
      url: personUrl(person),
      label: person.name,
      description: person.known_for_titles.slice(0, 2).join(', ') || person.known_for,
      image: person.image,
    });
  }
  for (const article of data?.news ?? []) {
    options.push({
      key: `news-${article.id}`,
      group: 'news',
      url: newsArticleUrl(article),
      label: article.title,
      description: article.source ?? article.byline,
      image: article.image,
    });
  }
  if (query) {
    options.push({
      key: 'all',
      group: 'all',
      url: searchUrl(query),
      label: trans('See all results for “:query”', { query }),
      description: null,
      image: null,
    });
  }
  return options;
}
