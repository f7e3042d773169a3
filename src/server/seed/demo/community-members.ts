import type { Insertable } from 'kysely';
import type { UsersTable } from '../../modules/users/users-tables';
import type { FollowsTable } from '../../modules/profiles/profiles-tables';
import type { WatchlistItemsTable } from '../../modules/lists/lists-tables';
import type { RatingsTable, ReviewsTable } from '../../modules/reviews/reviews-tables';
import type { TitleFacts } from './catalogue-facts';
import { reviewText } from './community-text';
import { clamp, DEMO_NOW, zipfIndex, type Faker } from './demo-random';
import { firstName, lastName, type Sex } from './names';

/** Demo members and what they do alone: rate, review, keep a watchlist, follow each other. */

export const MEMBERS = 60;

export type UserRow = Insertable<UsersTable> & { id: number; name: string; created_at: string };
type RatingRow = Insertable<RatingsTable> & {
  id: number;
  title_id: number;
  user_id: number;
  rating: number;
};
type ReviewRow = Insertable<ReviewsTable> & { id: number };
type WatchlistRow = Insertable<WatchlistItemsTable> & { id: number };
type FollowRow = Insertable<FollowsTable> & { id: number };

export interface Member {
  row: UserRow;
  /** How much this member does, 0.2 (lurker) to 3 (power user). */
  activity: number;
  /** A personal lean on ratings: some are harsh, some generous. */
  bias: number;
}

const iso = (time: number) => new Date(time).toISOString();
const DAY = 86_400_000;

/** A time between `from` (ISO) and the demo's now, skewed towards recent; never before `from`. */
export function timeAfter(faker: Faker, from: string): string {
  const start = Math.min(Date.parse(from), DEMO_NOW);
  const span = DEMO_NOW - start;
  return iso(DEMO_NOW - Math.floor(faker.number.float({ min: 0, max: 1 }) ** 1.5 * span));
}

export function planMembers(faker: Faker, firstId: number): Member[] {
  const emails = new Set<string>();
  const members: Member[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const sex: Sex = faker.helpers.arrayElement(['female', 'male']);
    const first = firstName(faker, sex);
    const last = lastName(faker);
    let email = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    while (emails.has(email))
      email = `${email.replace(/\d+$/, '')}${faker.number.int({ min: 2, max: 99 })}`;
    emails.add(email);
    const created = iso(
      DEMO_NOW -
        faker.number.int({ min: 40, max: 1100 }) * DAY -
        faker.number.int({ min: 0, max: DAY }),
    );
    members.push({
      row: {
        id: firstId + i,
        email: `${email}@example.com`,
        name: `${first} ${last}`,
        first_name: first,
        last_name: last,
        // No password: demo members cannot sign in.
        password: null,
        image: null,
        email_verified_at: created,
        language: 'en',
        created_at: created,
        updated_at: created,
      },
      activity: clamp(0.2 + faker.number.float({ min: 0, max: 1 }) ** 2.2 * 2.8, 0.2, 3),
      bias: faker.number.float({ min: -1, max: 0.8 }),
    });
  }
  return members;
}

export interface Activity {
  ratings: RatingRow[];
  reviews: ReviewRow[];
  watchlist: WatchlistRow[];
  follows: FollowRow[];
}

/** A title index, the popular ones far more often. */
const popularTitle = (faker: Faker, titles: TitleFacts[]) =>
  titles[zipfIndex(faker, titles.length, 0.75)]!;

function ratingFor(faker: Faker, title: TitleFacts, member: Member): number {
  const base = title.rating ?? 6.5;
  const noise =
    (faker.number.float({ min: -1, max: 1 }) + faker.number.float({ min: -1, max: 1 })) * 1.1;
  return clamp(Math.round(base + noise + member.bias), 1, 10);
}

/**
 * Ratings (popular titles most), reviews (on the most popular titles several each, elsewhere a
 * few), watchlists of titles not yet rated, and follows (active members are followed most).
 */
export function planActivity(
  faker: Faker,
  members: Member[],
  titles: TitleFacts[],
  first: { rating: number; review: number; watchlist: number; follow: number },
): Activity {
  const ratings: RatingRow[] = [];
  const rated = new Map<string, RatingRow>();
  const rate = (member: Member, title: TitleFacts) => {
    const key = `${member.row.id}:${title.id}`;
    const known = rated.get(key);
    if (known) return known;
    const at = timeAfter(faker, member.row.created_at);
    const row = {
      id: first.rating + ratings.length,
      user_id: member.row.id,
      title_id: title.id,
      rating: ratingFor(faker, title, member),
      created_at: at,
      updated_at: at,
    };
    ratings.push(row);
    rated.set(key, row);
    return row;
  };
  for (const member of members) {
    const count = Math.round(faker.number.int({ min: 8, max: 40 }) * member.activity);
    for (let i = 0; i < count; i++) rate(member, popularTitle(faker, titles));
  }

  const reviews: ReviewRow[] = [];
  const reviewed = new Set<string>();
  const review = (member: Member, title: TitleFacts) => {
    const key = `${member.row.id}:${title.id}`;
    if (reviewed.has(key)) return;
    reviewed.add(key);
    const rating = rate(member, title);
    const text = reviewText(faker, title, rating.rating);
    const at = timeAfter(faker, rating.created_at as string);
    reviews.push({
      id: first.review + reviews.length,
      user_id: member.row.id,
      title_id: title.id,
      rating: rating.rating,
      headline: text.headline,
      body: text.body,
      created_at: at,
      updated_at: at,
    });
  };
  titles.slice(0, 30).forEach((title, index) => {
    const count = Math.max(2, 9 - Math.floor(index / 4));
    for (const member of faker.helpers.arrayElements(members, count)) review(member, title);
  });
  for (const rating of ratings.filter(() => faker.number.float({ min: 0, max: 1 }) < 0.08)) {
    const member = members.find((m) => m.row.id === rating.user_id)!;
    review(
      member,
      titles.find((t) => t.id === rating.title_id)!,
    );
  }

  const watchlist: WatchlistRow[] = [];
  for (const member of members) {
    const wanted = new Set<TitleFacts>();
    const count = Math.round(faker.number.int({ min: 2, max: 14 }) * member.activity);
    for (let i = 0; i < count * 3 && wanted.size < count; i++) {
      const title = popularTitle(faker, titles);
      if (!rated.has(`${member.row.id}:${title.id}`)) wanted.add(title);
    }
    for (const title of wanted) {
      watchlist.push({
        id: first.watchlist + watchlist.length,
        user_id: member.row.id,
        title_id: title.id,
        created_at: timeAfter(faker, member.row.created_at),
      });
    }
  }

  const follows: FollowRow[] = [];
  const byActivity = [...members].sort((a, b) => b.activity - a.activity || a.row.id - b.row.id);
  for (const member of members) {
    const followed = new Set<Member>();
    const count = Math.round(faker.number.int({ min: 1, max: 6 }) * member.activity);
    for (let i = 0; i < count * 3 && followed.size < count; i++) {
      const other = byActivity[zipfIndex(faker, byActivity.length, 0.8)]!;
      if (other !== member) followed.add(other);
    }
    for (const other of followed) {
      const since =
        other.row.created_at > member.row.created_at ? other.row.created_at : member.row.created_at;
      follows.push({
        id: first.follow + follows.length,
        follower_id: member.row.id,
        followed_id: other.row.id,
        created_at: timeAfter(faker, since),
      });
    }
  }
  return { ratings, reviews, watchlist, follows };
}
