import { slugify } from '../text/slugify';

/**
 * Site paths of catalogue pages (without the base path), shared by the client's links and the
 * server's canonical URLs and sitemap, so both always agree.
 */
export const titleUrl = (title: { id: number; name: string }) =>
  `/titles/${title.id}/${slugify(title.name)}`;

export const seasonUrl = (title: { id: number; name: string }, season: number) =>
  `${titleUrl(title)}/season/${season}`;

export const episodeUrl = (title: { id: number; name: string }, season: number, episode: number) =>
  `${seasonUrl(title, season)}/episode/${episode}`;

export const personUrl = (person: { id: number; name: string }) =>
  `/people/${person.id}/${slugify(person.name)}`;

export const watchUrl = (video: { id: number }) => `/watch/${video.id}`;

export const newsArticleUrl = (article: { id: number }) => `/news/${article.id}`;

export const channelUrl = (channel: { slug: string }, restriction?: string) =>
  restriction ? `/${channel.slug}/${restriction}` : `/${channel.slug}`;

export const profileUrl = (user: { id: number; name: string }, tab?: string) =>
  `/user/${user.id}/${slugify(user.name)}${tab ? `/${tab}` : ''}`;

export const listUrl = (list: { id: number }) => `/lists/${list.id}`;

export const searchUrl = (query: string) => `/search/${encodeURIComponent(query)}`;
