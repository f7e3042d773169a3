import type { Kysely } from 'kysely';
import type { Comment, CommentableType } from '@common/catalogue/catalogue-types';
import { episodeUrl, newsArticleUrl, titleUrl } from '@common/catalogue/catalogue-urls';
import type { Database } from '../../db/schema';

export type Commentable = NonNullable<Comment['commentable']>;

const key = (type: CommentableType, id: number) => `${type}:${id}`;

/**
 * What comments were written on (name and site URL), for profile pages: at most one query per
 * commentable type whatever the number of comments. Comments on things that no longer exist
 * are left without one.
 */
export async function withCommentables(
  db: Kysely<Database>,
  comments: Comment[],
): Promise<Comment[]> {
  const ids = (type: CommentableType) => [
    ...new Set(comments.filter((c) => c.commentable_type === type).map((c) => c.commentable_id)),
  ];
  const found = new Map<string, Commentable>();
  const titleIds = ids('title');
  const episodeIds = ids('episode');
  const newsIds = ids('news');
  const [titles, episodes, news] = await Promise.all([
    titleIds.length
      ? db.selectFrom('titles').select(['id', 'name']).where('id', 'in', titleIds).execute()
      : [],
    episodeIds.length
      ? db
          .selectFrom('episodes')
          .innerJoin('titles', 'titles.id', 'episodes.title_id')
          .select([
            'episodes.id',
            'episodes.name',
            'episodes.season_number',
            'episodes.episode_number',
            'titles.id as title_id',
            'titles.name as title_name',
          ])
          .where('episodes.id', 'in', episodeIds)
          .execute()
      : [],
    newsIds.length
      ? db.selectFrom('news_articles').select(['id', 'title']).where('id', 'in', newsIds).execute()
      : [],
  ]);
  for (const title of titles) {
    found.set(key('title', title.id), {
      type: 'title',
      id: title.id,
      name: title.name,
      url: titleUrl(title),
    });
  }
  for (const episode of episodes) {
    const title = { id: episode.title_id, name: episode.title_name };
    found.set(key('episode', episode.id), {
      type: 'episode',
      id: episode.id,
      name: `${episode.title_name}: ${episode.name}`,
      url: episodeUrl(title, episode.season_number, episode.episode_number),
    });
  }
  for (const article of news) {
    found.set(key('news', article.id), {
      type: 'news',
      id: article.id,
      name: article.title,
      url: newsArticleUrl(article),
    });
  }
  return comments.map((comment) => {
    const commentable = found.get(key(comment.commentable_type, comment.commentable_id));
    return commentable ? { ...comment, commentable } : comment;
  });
}
