import type { Insertable } from 'kysely';
import { slugify } from '@common/text/slugify';
import type { CommentableType, CommentsTable } from '../../modules/comments/comments-tables';
import { commentPath } from '../../modules/comments/comment-path';
import type { ListItemsTable, ListsTable } from '../../modules/lists/lists-tables';
import type { TitleFacts } from './catalogue-facts';
import { timeAfter, type Member } from './community-members';
import { episodeComment, newsComment, replyComment, rootComment } from './community-text';
import type { Faker } from './demo-random';

/** Threaded comments and members' lists. */

type CommentRow = Insertable<CommentsTable> & { id: number };
type ListRow = Insertable<ListsTable> & { id: number };
type ListItemRow = Insertable<ListItemsTable> & { id: number };

interface Draft {
  member: Member;
  type: CommentableType;
  targetId: number;
  parent: Draft | null;
  depth: number;
  content: string;
  at: string;
  row?: CommentRow;
}

export interface Commentables {
  titles: TitleFacts[];
  news: Array<{ id: number; created_at: string }>;
  episodes: Array<{ id: number; name: string }>;
}

/**
 * Comment threads on the most popular titles, on news articles and on a few episodes. Ids follow
 * time, so a thread's path (see comments/comment-path.ts) sorts replies after their parent and
 * siblings oldest first.
 */
export function planComments(
  faker: Faker,
  members: Member[],
  on: Commentables,
  firstId: number,
): CommentRow[] {
  const drafts: Draft[] = [];
  const thread = (
    type: CommentableType,
    targetId: number,
    since: string,
    roots: number,
    text: () => string,
  ) => {
    for (let r = 0; r < roots; r++) {
      const member = faker.helpers.arrayElement(members);
      const start = member.row.created_at > since ? member.row.created_at : since;
      const root: Draft = {
        member,
        type,
        targetId,
        parent: null,
        depth: 0,
        content: text(),
        at: timeAfter(faker, start),
      };
      drafts.push(root);
      let parents = [root];
      for (let depth = 1; depth <= 3 && parents.length; depth++) {
        const next: Draft[] = [];
        for (const parent of parents) {
          const replies = faker.number.int({ min: 0, max: depth === 1 ? 3 : 1 });
          for (let i = 0; i < replies; i++) {
            const reply: Draft = {
              member: faker.helpers.arrayElement(members),
              type,
              targetId,
              parent,
              depth,
              content: replyComment(faker),
              at: timeAfter(faker, parent.at),
            };
            drafts.push(reply);
            next.push(reply);
          }
        }
        parents = next;
      }
    }
  };
  on.titles.slice(0, 40).forEach((title, index) => {
    thread(
      'title',
      title.id,
      '2000-01-01T00:00:00.000Z',
      index < 10 ? faker.number.int({ min: 3, max: 6 }) : faker.number.int({ min: 1, max: 3 }),
      () => rootComment(faker, title),
    );
  });
  for (const article of on.news) {
    thread('news', article.id, article.created_at, faker.number.int({ min: 0, max: 3 }), () =>
      newsComment(faker),
    );
  }
  for (const episode of on.episodes) {
    thread(
      'episode',
      episode.id,
      '2000-01-01T00:00:00.000Z',
      faker.number.int({ min: 1, max: 2 }),
      () => episodeComment(faker, episode.name),
    );
  }

  drafts.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return drafts.map((draft, index) => {
    const id = firstId + index;
    const parentRow = draft.parent?.row ?? null;
    draft.row = {
      id,
      user_id: draft.member.row.id,
      commentable_type: draft.type,
      commentable_id: draft.targetId,
      parent_id: parentRow?.id ?? null,
      path: commentPath(parentRow?.path ?? null, id),
      depth: draft.depth,
      content: draft.content,
      deleted: 0,
      created_at: draft.at,
      updated_at: draft.at,
    };
    return draft.row;
  });
}

interface ListTheme {
  name: string;
  description: string;
  titles: TitleFacts[];
}

const topRated = (titles: TitleFacts[]) =>
  [...new Set(titles)]
    .filter((t) => t.rating !== null && t.voteCount >= 2000)
    .sort((a, b) => b.rating! - a.rating! || b.voteCount - a.voteCount);

function themes(titles: TitleFacts[]): ListTheme[] {
  const out: ListTheme[] = [];
  for (const decade of [1970, 1980, 1990, 2000]) {
    out.push({
      name: `Best of the ${decade}s`,
      description: `The films from the ${decade}s I keep coming back to.`,
      titles: topRated(
        titles.filter(
          (t) => t.type === 'movie' && t.year !== null && t.year >= decade && t.year < decade + 10,
        ),
      ),
    });
  }
  const genre = (key: string) => titles.filter((t) => t.genres.includes(key));
  out.push(
    {
      name: 'Midnight horror marathon',
      description: 'Lights off, volume up. Not for the faint-hearted.',
      titles: topRated(genre('horror')),
    },
    {
      name: 'Comfort films for a rainy Sunday',
      description: 'Blanket, tea, and one of these.',
      titles: topRated([...genre('comedy'), ...genre('family'), ...genre('romance')]),
    },
    {
      name: 'Sci-fi that still holds up',
      description: 'Big ideas that have aged well.',
      titles: topRated(genre('science-fiction')),
    },
    {
      name: 'Edge-of-your-seat thrillers',
      description: 'Guaranteed to keep you up past bedtime.',
      titles: topRated(genre('thriller')),
    },
    {
      name: 'Hidden gems',
      description: 'Great films that deserve a bigger audience.',
      titles: topRated(titles.filter((t) => t.voteCount < 25_000)),
    },
    {
      name: 'Series worth binging',
      description: 'Clear your weekend.',
      titles: topRated(titles.filter((t) => t.type === 'series')),
    },
    {
      name: 'Epic adventures',
      description: 'Maps, quests and a long way from home.',
      titles: topRated(genre('adventure')),
    },
    {
      name: 'Westerns for beginners',
      description: 'Start here if you think you do not like westerns.',
      titles: topRated(genre('western')),
    },
    {
      name: 'Crowd-pleasers',
      description: 'Films everybody in the room will enjoy.',
      titles: [...titles].sort((a, b) => b.popularity - a.popularity),
    },
  );
  const byDirector = new Map<string, TitleFacts[]>();
  for (const title of titles)
    if (title.director && title.type === 'movie')
      byDirector.set(title.director, [...(byDirector.get(title.director) ?? []), title]);
  for (const [director, films] of [...byDirector]
    .filter(([, f]) => f.length >= 4)
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .slice(0, 6)) {
    out.push({
      name: `${director}, ranked`,
      description: `Every ${director} film I have seen, best first.`,
      titles: topRated(films).concat(films.filter((f) => f.rating === null)),
    });
  }
  return out.filter((theme) => theme.titles.length >= 4);
}

export interface Lists {
  lists: ListRow[];
  items: ListItemRow[];
}

/** Themed public lists (and a few private ones) from members, each item in ranked order. */
export function planLists(
  faker: Faker,
  members: Member[],
  titles: TitleFacts[],
  first: { list: number; item: number },
): Lists {
  const lists: ListRow[] = [];
  const items: ListItemRow[] = [];
  const owners = [...members]
    .sort((a, b) => b.activity - a.activity || a.row.id - b.row.id)
    .slice(0, 28);
  themes(titles).forEach((theme, index) => {
    const owner = owners[index % owners.length]!;
    const size = Math.min(theme.titles.length, faker.number.int({ min: 6, max: 20 }));
    const picked = theme.titles.slice(0, size + 4);
    const chosen = faker.helpers
      .arrayElements(picked, size)
      .sort((a, b) => picked.indexOf(a) - picked.indexOf(b));
    const created = timeAfter(faker, owner.row.created_at);
    const id = first.list + lists.length;
    lists.push({
      id,
      user_id: owner.row.id,
      name: theme.name,
      slug: slugify(theme.name),
      description: theme.description,
      public: index % 9 === 8 ? 0 : 1,
      items_count: chosen.length,
      created_at: created,
      updated_at: created,
    });
    chosen.forEach((title, order) =>
      items.push({
        id: first.item + items.length,
        list_id: id,
        title_id: title.id,
        order,
        created_at: created,
      }),
    );
  });
  return { lists, items };
}
