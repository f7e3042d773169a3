// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reviewText, rootComment, replyComment } from '@server/seed/demo/community-text';
import { demoFaker } from '@server/seed/demo/demo-random';

const TITLE = {
  name: 'Jaws',
  year: 1975,
  genre: 'Action',
  director: 'Steven Spielberg',
  star: 'Dana Whitfield',
  character: 'Chief Brody',
};

describe('what demo members write', () => {
  it('varies the middle of reviews of one title', async () => {
    const faker = await demoFaker('reviews');
    for (const rating of [9, 3]) {
      const middles = Array.from(
        { length: 100 },
        () => reviewText(faker, TITLE, rating).body.split('\n\n')[1]!,
      );
      const repeats = Math.max(
        ...[...new Set(middles)].map((m) => middles.filter((x) => x === m).length),
      );
      expect(new Set(middles).size, `rating ${rating}`).toBeGreaterThan(60);
      expect(repeats, `rating ${rating}`).toBeLessThanOrEqual(4);
    }
  });

  it('writes grammatical articles', async () => {
    const faker = await demoFaker('reviews');
    const texts = Array.from({ length: 300 }, () => [
      reviewText(faker, TITLE, 3).body,
      rootComment(faker, TITLE),
    ]).flat();
    expect(texts.filter((text) => /\ba [aeiou]/i.test(text))).toEqual([]);
  });

  it('varies comments', async () => {
    const faker = await demoFaker('comments');
    const roots = Array.from({ length: 200 }, () => rootComment(faker, TITLE));
    const replies = Array.from({ length: 200 }, () => replyComment(faker));
    expect(new Set(roots).size).toBeGreaterThan(80);
    expect(new Set(replies).size).toBeGreaterThan(60);
  });
});
