import type { Faker } from './demo-random';

/** What members write: reviews, comments and list descriptions, about the real catalogue. */

export interface AboutTitle {
  name: string;
  year: number | null;
  genre: string | null;
  director: string | null;
  /** Top-billed actor and the character they play. */
  star: string | null;
  character: string | null;
}

const genreWord = (title: AboutTitle) => (title.genre ? title.genre.toLowerCase() : 'film');

const POSITIVE_HEADLINES = [
  'An absolute triumph',
  'Still gets me every time',
  'Better than I remembered',
  'A near-perfect film',
  'Believe the hype',
  'One for the ages',
  'Pure cinema',
  'I was not ready for that ending',
];
const MIXED_HEADLINES = [
  'Good, not great',
  'Worth a watch, with caveats',
  'Strong start, wobbly finish',
  'Uneven but interesting',
  'Some great moments',
  'Enjoyable enough',
];
const NEGATIVE_HEADLINES = [
  'Not for me',
  'A missed opportunity',
  'Style over substance',
  'I really wanted to like this',
  'Overlong and underwritten',
];

function opening(faker: Faker, t: AboutTitle, rating: number): string {
  const seen = faker.helpers.arrayElement([
    'I rewatched this last weekend',
    'I finally caught up with this one',
    'Saw this on a big screen at a revival night',
    'A friend has been telling me to watch this for years',
    'I first saw this as a teenager and came back to it recently',
  ]);
  if (rating >= 8) return `${seen}, and ${t.name} is every bit as good as its reputation.`;
  if (rating >= 5)
    return `${seen}. ${t.name} has a lot going for it, but it never quite comes together for me.`;
  return `${seen}, and I have to be honest: ${t.name} did not work for me at all.`;
}

function middle(faker: Faker, t: AboutTitle, rating: number): string {
  const parts: string[] = [];
  if (t.star && t.character) {
    parts.push(
      rating >= 7
        ? `${t.star} is wonderful as ${t.character}, finding something new in every scene.`
        : `${t.star} does what they can as ${t.character}, but the script gives them little to work with.`,
    );
  }
  if (t.director) {
    parts.push(
      rating >= 7
        ? `${t.director} directs with real confidence, and the pacing is close to perfect.`
        : `${t.director}'s direction feels oddly cautious for a ${genreWord(t)} of this scale.`,
    );
  }
  parts.push(
    faker.helpers.arrayElement(
      rating >= 7
        ? [
            'The score does a lot of the emotional heavy lifting without ever feeling manipulative.',
            'The supporting cast is terrific, and the dialogue crackles.',
            'Visually it is stunning; several shots have stayed with me for days.',
            'It takes its time, but every scene earns its place.',
          ]
        : [
            'The middle act drags, and a subplot goes nowhere.',
            'The tone swings wildly between scenes.',
            'It looks great, but I never cared about the characters.',
            'At least twenty minutes could have been cut.',
          ],
    ),
  );
  return parts.join(' ');
}

function closing(faker: Faker, rating: number): string {
  if (rating >= 9)
    return faker.helpers.arrayElement([
      'Essential viewing.',
      'A genuine classic. Go and watch it.',
      'Ten out of ten would watch again.',
    ]);
  if (rating >= 7)
    return faker.helpers.arrayElement([
      'Highly recommended.',
      'Well worth your time.',
      'I will be thinking about it for a while.',
    ]);
  if (rating >= 5)
    return faker.helpers.arrayElement([
      'Worth a look if you are a fan of the genre.',
      'A decent way to spend an evening.',
      'Fine, if forgettable.',
    ]);
  return faker.helpers.arrayElement([
    'I cannot recommend it.',
    'Skip it and watch something else.',
    'Disappointing.',
  ]);
}

export function reviewText(
  faker: Faker,
  title: AboutTitle,
  rating: number,
): { headline: string; body: string } {
  const headlines =
    rating >= 8 ? POSITIVE_HEADLINES : rating >= 5 ? MIXED_HEADLINES : NEGATIVE_HEADLINES;
  return {
    headline: faker.helpers.arrayElement(headlines),
    body: [
      opening(faker, title, rating),
      middle(faker, title, rating),
      closing(faker, rating),
    ].join('\n\n'),
  };
}

export function rootComment(faker: Faker, t: AboutTitle): string {
  return faker.helpers.arrayElement([
    `That final scene in ${t.name} still gets me.`,
    `Is it just me or is ${t.name} underrated?`,
    `Watched ${t.name} with my kids last night. They loved it!`,
    t.character
      ? `${t.character} is one of the best characters of the decade. Fight me.`
      : `The characters in this are so well written.`,
    t.director
      ? `${t.director} at the top of their game.`
      : `Whoever directed this knew exactly what they were doing.`,
    `The soundtrack alone is worth the price of admission.`,
    `Does anyone know where the opening sequence was filmed?`,
    `Third time watching ${t.name} and I still notice new details.`,
    `I did not expect to cry at a ${genreWord(t)}, but here we are.`,
    `Overrated. There, I said it.`,
    t.year
      ? `Hard to believe this came out in ${t.year}. It has aged really well.`
      : `It has aged really well.`,
    `The pacing in the second half is perfect.`,
  ]);
}

export function replyComment(faker: Faker): string {
  return faker.helpers.arrayElement([
    'Completely agree!',
    'Hard disagree, but I respect it.',
    'This. So much this.',
    'I thought the same thing the first time I saw it.',
    'You should check out the director’s earlier work too.',
    'Ha! Same here.',
    'I think it gets better on a second watch.',
    'Not sure about that, the ending lost me.',
    'Great point, never thought of it that way.',
    'Came here to say exactly this.',
    'The book is even better, if you can find it.',
    'Agreed, though the middle drags a little.',
  ]);
}

export function newsComment(faker: Faker): string {
  return faker.helpers.arrayElement([
    'Great news, can’t wait!',
    'Finally! I have been waiting years for this.',
    'Interesting read, thanks.',
    'Does anyone know if this is coming to other countries too?',
    'This made my day.',
    'Not sure how I feel about this one.',
    'Booking tickets right now.',
  ]);
}

export function episodeComment(faker: Faker, episode: string): string {
  return faker.helpers.arrayElement([
    `${episode} might be the best episode of the season.`,
    'That cliffhanger! How am I supposed to wait a week?',
    'The cold open was incredible.',
    'Slow episode, but it set up a lot.',
  ]);
}
