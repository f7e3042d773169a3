import { slugify } from '@common/text/slugify';
import { artPath } from '../../modules/art/art-paths';
import { sanitizePageHtml } from '../../modules/pages/sanitize-page-html';
import type { Services } from '../../modules';
import { insertRows, nextId, syncIdSequence } from './bulk-insert';
import { loadTitleFacts, type TitleFacts } from './catalogue-facts';
import { DEMO_NOW, demoFaker, isoDaysAgo, type Faker } from './demo-random';
import { firstName, lastName } from './names';

/** About thirty news articles about the catalogue's real films and its series. */

const ARTICLES = 30;
const SOURCES = ['Cinedex', 'The Reel Report', 'Frame & Focus', 'Screen Ledger', 'Matinee Weekly'];
const CURRENT_YEAR = new Date(DEMO_NOW).getUTCFullYear();

interface Story {
  title: string;
  paragraphs: string[];
}

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const em = (text: string) => `<em>${esc(text)}</em>`;
const money = (value: number) =>
  value >= 1e9 ? `$${(value / 1e9).toFixed(1)} billion` : `$${Math.round(value / 1e6)} million`;
const decade = (year: number) => `${Math.floor(year / 10) * 10}s`;
/** A title quoted the way headlines quote film names. */
const q = (name: string) => `‘${name}’`;

type Writer = (faker: Faker, t: TitleFacts, others: TitleFacts[]) => Story | null;

const STORIES: Writer[] = [
  (faker, t) => {
    if (!t.year || t.type !== 'movie') return null;
    const age = CURRENT_YEAR - t.year;
    return {
      title: `${q(t.name)} at ${age}: why it still holds up`,
      paragraphs: [
        `<p>${age} years after it first reached cinemas, ${em(t.name)} remains one of the most talked-about ${(t.genre ?? 'film').toLowerCase()} titles of ${t.year}${t.director ? `, and a high point for director ${esc(t.director)}` : ''}.</p>`,
        `<p>Revisited today, the film's craft is what stands out: the economy of its storytelling, the confidence of its performances${t.star ? ` (${esc(t.star)} in particular)` : ''} and a final act that still lands.</p>`,
        `<blockquote>"Some films are of their moment. This one keeps finding new audiences," says film historian ${esc(firstName(faker, undefined))} ${esc(lastName(faker))}.</blockquote>`,
        ...(t.rating !== null && t.ratingSource
          ? [
              `<p>With an average of ${t.rating.toFixed(1)} from ${t.voteCount.toLocaleString('en-US')} votes on ${esc(t.ratingSource)}, audiences seem to agree.</p>`,
            ]
          : []),
      ],
    };
  },
  (faker, t) =>
    t.type !== 'movie'
      ? null
      : {
          title: `${q(t.name)} returns to cinemas in a new 4K restoration`,
          paragraphs: [
            `<p>A newly restored ${em(t.name)}${t.year ? ` (${t.year})` : ''} is heading back to the big screen this ${faker.helpers.arrayElement(['spring', 'summer', 'autumn', 'winter'])}, with a limited run in selected cinemas.</p>`,
            `<p>The restoration was made from the original camera negative, with a remastered soundtrack supervised by the film's original sound team.</p>`,
            `<h2>Where to see it</h2><p>Screenings start in a handful of cities before a wider release. A home release with new extras is planned for later in the year.</p>`,
          ],
        },
  (_faker, t) => {
    if (!t.budget || !t.revenue || t.revenue < t.budget * 2) return null;
    return {
      title: `Box office history: how ${q(t.name)} turned ${money(t.budget)} into ${money(t.revenue)}`,
      paragraphs: [
        `<p>Made for a reported ${money(t.budget)}, ${em(t.name)} went on to earn ${money(t.revenue)} worldwide, about ${Math.round(t.revenue / t.budget)} times its budget.</p>`,
        `<p>Word of mouth did much of the work: the film held on in cinemas for weeks after its opening${t.year ? ` in ${t.year}` : ''}, long after its early competition had faded.</p>`,
        `<ul><li>Budget: ${money(t.budget)}</li><li>Worldwide gross: ${money(t.revenue)}</li>${t.rating ? `<li>Audience rating: ${t.rating}/10</li>` : ''}</ul>`,
      ],
    };
  },
  (faker, t) =>
    t.type !== 'movie'
      ? null
      : {
          title: `The score of ${q(t.name)} gets a deluxe vinyl reissue`,
          paragraphs: [
            `<p>The soundtrack of ${em(t.name)} is coming back on a double LP, remastered and expanded with ${faker.number.int({ min: 4, max: 12 })} previously unreleased cues.</p>`,
            `<p>The reissue comes with new liner notes and a gatefold sleeve featuring the film's original poster art.</p>`,
          ],
        },
  (_faker, t) =>
    !t.director || t.type !== 'movie'
      ? null
      : {
          title: `${q(t.name)} to open a retrospective of ${t.director}'s films`,
          paragraphs: [
            `<p>A season dedicated to ${esc(t.director)} opens next month with a screening of ${em(t.name)}${t.year ? ` (${t.year})` : ''}.</p>`,
            `<p>The programme covers the director's best-known work alongside rarely shown early films, with introductions and panel discussions on selected nights.</p>`,
          ],
        },
  (faker, t, others) =>
    !t.year || !t.genre || others.length < 2
      ? null
      : {
          title: `Readers pick ${q(t.name)} as the best ${t.genre.toLowerCase()} title of the ${decade(t.year)}`,
          paragraphs: [
            `<p>More than ${faker.number.int({ min: 3, max: 15 })},000 readers voted in our poll, and ${em(t.name)} came out on top.</p>`,
            `<p>The rest of the top five:</p><ol>${others
              .slice(0, 4)
              .map((o) => `<li>${em(o.name)}${o.year ? ` (${o.year})` : ''}</li>`)
              .join('')}</ol>`,
          ],
        },
  (_faker, t) =>
    t.type !== 'series'
      ? null
      : t.status === 'Returning Series'
        ? {
            title: `${q(t.name)} renewed for season ${t.seasonCount + 1}`,
            paragraphs: [
              `<p>${em(t.name)} will be back. The series has been renewed for a season ${t.seasonCount + 1}, with the main cast expected to return.</p>`,
              `<p>Production begins later this year. No premiere date has been announced.</p>`,
            ],
          }
        : {
            title: `Looking back at ${q(t.name)}, ${t.seasonCount} season${t.seasonCount === 1 ? '' : 's'} later`,
            paragraphs: [
              `<p>It has been a while since ${em(t.name)} ended, but its fans have not moved on. We look back at what made it special.</p>`,
              `<p>${t.star ? `${esc(t.star)}'s performance anchored the show, ` : ''}and its writing still feels fresh.</p>`,
            ],
          },
  (faker, t) =>
    !t.star || !t.character
      ? null
      : {
          title: `${t.star} looks back on playing ${t.character} in ${q(t.name)}`,
          paragraphs: [
            `<p>In a new interview, ${esc(t.star)} talks about the role that many still know best: ${esc(t.character)} in ${em(t.name)}.</p>`,
            `<blockquote>"I had no idea how much that part would stay with people. I still get letters about it," ${esc(t.star)} says.</blockquote>`,
            `<p>The conversation covers the audition, the shoot${faker.number.float({ min: 0, max: 1 }) < 0.5 ? ' and the scene that almost did not make the final cut' : ''}.</p>`,
          ],
        },
];

/** The news articles, newest first by id order reversed: article 0 is the most recent. */
function planArticles(faker: Faker, facts: TitleFacts[]) {
  const articles: Array<Story & { title_id: number }> = [];
  const used = new Set<number>();
  for (let i = 0; articles.length < ARTICLES && i < 400; i++) {
    const index = Math.min(
      facts.length - 1,
      Math.floor(faker.number.float({ min: 0, max: 1 }) ** 1.6 * facts.length),
    );
    const title = facts[index]!;
    if (used.has(title.id)) continue;
    const peers = facts.filter(
      (f) =>
        f.id !== title.id &&
        f.genre === title.genre &&
        f.year &&
        title.year &&
        decade(f.year) === decade(title.year),
    );
    // The next kind of story in turn, or the first after it that fits this title.
    let story: Story | null = null;
    for (let k = 0; k < STORIES.length && !story; k++) {
      story = STORIES[(articles.length + k) % STORIES.length]!(faker, title, peers);
    }
    if (!story) continue;
    used.add(title.id);
    articles.push({ ...story, title_id: title.id });
  }
  return articles;
}

export async function seedDemoNews(services: Services): Promise<void> {
  const faker = await demoFaker('news');
  const db = services.db;
  const facts = await loadTitleFacts(db, 300);
  if (!facts.length) return;
  const stories = planArticles(faker, facts);
  await db.transaction().execute(async (trx) => {
    const firstId = await nextId(trx, 'news_articles');
    // Oldest first, so ids grow with time like real articles.
    const rows = stories.reverse().map((story, i) => {
      const created = isoDaysAgo(
        (stories.length - i) * 2.3 - faker.number.float({ min: 0, max: 1.5 }),
      );
      return {
        id: firstId + i,
        title: story.title,
        slug: slugify(story.title),
        body: sanitizePageHtml(story.paragraphs.join('\n')),
        image: artPath('backdrop', `${story.title_id}-n${i}`),
        byline: `${firstName(faker, undefined)} ${lastName(faker)}`,
        source: faker.helpers.arrayElement(SOURCES),
        user_id: null,
        created_at: created,
        updated_at: created,
      };
    });
    await insertRows(trx, 'news_articles', rows);
    await syncIdSequence(trx, 'news_articles');
  });
}
