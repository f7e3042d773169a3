import type { Commentable, CommentableType } from '@common/api/comments';
import { episodeUrl, listUrl, newsArticleUrl, titleUrl } from '@common/catalogue/catalogue-urls';
import type { CatalogueCardService } from '../catalogue';
import type { ListService } from '../lists';
import type { NewsService } from '../news';

export interface CommentableSources {
  catalogue: Pick<CatalogueCardService, 'titleExists' | 'titleCards' | 'episodeSummaries'>;
  news: Pick<NewsService, 'summaries'>;
  lists: Pick<ListService, 'publicSummaries'>;
}

/** The key of a commented thing in the map `describe` answers. */
export const commentableKey = (type: CommentableType, id: number) => `${type}:${id}`;
const key = commentableKey;

/**
 * The things comments are written on (titles, episodes, news articles, members' public lists),
 * asked of the modules that own them: whether one exists, what many are called and where they
 * live on the site, and which member a list belongs to.
 */
export class Commentables {
  constructor(private readonly sources: CommentableSources) {}

  async exists(type: CommentableType, id: number): Promise<boolean> {
    const { catalogue, news, lists } = this.sources;
    switch (type) {
      case 'list':
        return (await lists.publicSummaries([id])).has(id);
      case 'title':
        return catalogue.titleExists(id);
      case 'episode':
        return (await catalogue.episodeSummaries([id])).has(id);
      case 'news':
        return (await news.summaries([id])).length > 0;
    }
  }

  /**
   * Names and site URLs of the things these comments were written on, keyed by
   * commentableKey(type, id): a fixed number of calls whatever the number of comments. Things
   * that no longer exist are left out.
   */
  async describe(
    refs: Array<{ commentable_type: CommentableType; commentable_id: number }>,
  ): Promise<Map<string, Commentable>> {
    const { catalogue, news, lists } = this.sources;
    const ids = (type: CommentableType) => [
      ...new Set(
        refs.filter((ref) => ref.commentable_type === type).map((ref) => ref.commentable_id),
      ),
    ];
    const [episodes, articles, userLists] = await Promise.all([
      catalogue.episodeSummaries(ids('episode')),
      news.summaries(ids('news')),
      lists.publicSummaries(ids('list')),
    ]);
    const seriesIds = [...episodes.values()].map((episode) => episode.title_id);
    const titles = new Map(
      (await catalogue.titleCards([...ids('title'), ...seriesIds])).map((card) => [card.id, card]),
    );
    const found = new Map<string, Commentable>();
    for (const id of ids('title')) {
      const title = titles.get(id);
      if (title) {
        found.set(key('title', id), { type: 'title', id, name: title.name, url: titleUrl(title) });
      }
    }
    for (const [id, episode] of episodes) {
      const series = titles.get(episode.title_id);
      if (!series) continue;
      found.set(key('episode', id), {
        type: 'episode',
        id,
        name: `${series.name}: ${episode.name}`,
        url: episodeUrl(series, episode.season_number, episode.episode_number),
      });
    }
    for (const article of articles) {
      found.set(key('news', article.id), {
        type: 'news',
        id: article.id,
        name: article.title,
        url: newsArticleUrl(article),
      });
    }
    for (const list of userLists.values()) {
      found.set(key('list', list.id), {
        type: 'list',
        id: list.id,
        name: list.name,
        url: listUrl(list),
      });
    }
    return found;
  }

  /** The member whose public list this is; null for anything else. */
  async ownerOf(type: CommentableType, id: number): Promise<number | null> {
    if (type !== 'list') return null;
    return (await this.sources.lists.publicSummaries([id])).get(id)?.user_id ?? null;
  }
}
