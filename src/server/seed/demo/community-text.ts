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
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** `count` different sentences from `pools`, one pool each, in a random order. */
function sentencesFrom(faker: Faker, pools: string[][], count: number): string[] {
  return faker.helpers
    .arrayElements(
      pools.filter((pool) => pool.length),
      count,
    )
    .map((pool) => faker.helpers.arrayElement(pool));
}

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

/** Praise or complaints about the cast, the direction, the craft and the story, a few of them. */
function middle(faker: Faker, t: AboutTitle, rating: number): string {
  const good = rating >= 7;
  const star = t.star && t.character ? { star: t.star, character: t.character } : null;
  const performance = !star
    ? []
    : good
      ? [
          `${star.star} is wonderful as ${star.character}, finding something new in every scene.`,
          `I could watch ${star.star} play ${star.character} for another two hours.`,
          `${star.character} could have been a cliché; ${star.star} makes the part feel lived in.`,
          `The quiet moments belong to ${star.star}, who gives ${star.character} real weight.`,
          `${star.star} has never been better than as ${star.character}.`,
        ]
      : [
          `${star.star} does what they can as ${star.character}, but the script gives them little to work with.`,
          `I never believed ${star.star} as ${star.character}.`,
          `${star.character} is written as a type, and ${star.star} cannot rescue the part.`,
          `${star.star} seems to be in a different film from everyone else.`,
        ];
  const direction = !t.director
    ? []
    : good
      ? [
          `${t.director} directs with real confidence, and the pacing is close to perfect.`,
          `You can feel ${t.director} trusting the audience, which is rarer than it should be.`,
          `${t.director} knows exactly when to hold a shot and when to cut away.`,
          `This is ${t.director} at ease with the material, and it shows.`,
        ]
      : [
          `${t.director}'s direction feels oddly cautious for ${withArticle(genreWord(t))} of this scale.`,
          `${t.director} never settles on what kind of ${genreWord(t)} this is meant to be.`,
          `Some of ${t.director}'s choices in the edit left me puzzled.`,
        ];
  const craft = good
    ? [
        'The score does a lot of the emotional heavy lifting without ever feeling manipulative.',
        'The supporting cast is terrific, and the dialogue crackles.',
        'Visually it is stunning; several shots have stayed with me for days.',
        'The sound design deserves an award of its own.',
        'The editing is so clean you barely notice it, which is the point.',
        'Every location feels real, down to the weather.',
      ]
    : [
        'It looks great, but I never cared about the characters.',
        'The music tells you what to feel in every scene.',
        'The photography is so dark I lost track of who was who.',
        'The dialogue is full of lines nobody would ever say out loud.',
        'The editing is choppy in the action scenes.',
      ];
  const story = good
    ? [
        'It takes its time, but every scene earns its place.',
        `For ${withArticle(genreWord(t))}, it is surprisingly patient with its characters.`,
        'The last act ties everything together without a single cheap trick.',
        'There is not a wasted minute in it.',
        'It is funnier than I remembered, and sadder too.',
        t.year
          ? `Plenty of films from ${t.year} have dated; this one has not.`
          : 'It has not dated at all.',
      ]
    : [
        'The middle act drags, and a subplot goes nowhere.',
        'The tone swings wildly between scenes.',
        'At least twenty minutes could have been cut.',
        'The ending arrives out of nowhere.',
        `As ${withArticle(genreWord(t))} it never builds any tension.`,
        'I guessed the twist within the first half hour.',
      ];
  const count = faker.number.int({ min: 2, max: 3 });
  return sentencesFrom(faker, [performance, direction, craft, story], count).join(' ');
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

/** A comment's point, sometimes followed by a second thought from another pool. */
function remark(faker: Faker, points: string[], afterthoughts: string[]): string {
  const point = faker.helpers.arrayElement(points);
  return faker.number.float({ min: 0, max: 1 }) < 0.75
    ? `${point} ${faker.helpers.arrayElement(afterthoughts)}`
    : point;
}

const AFTERTHOUGHTS = [
  'Curious what everyone else thinks.',
  'Anyway, that is my two cents.',
  'Happy to be proven wrong.',
  'Going to rewatch it this weekend.',
  'My partner disagrees, for the record.',
  'Still thinking about it days later.',
  'No spoilers in the replies, please!',
  'Maybe I need to give it another go.',
  'It deserves a bigger audience.',
  'Okay, rant over.',
];

export function rootComment(faker: Faker, t: AboutTitle): string {
  return remark(
    faker,
    [
      `That final scene in ${t.name} still gets me.`,
      `Is it just me or is ${t.name} underrated?`,
      `Watched ${t.name} with friends last night. Everyone loved it!`,
      t.character
        ? `${t.character} is one of the best characters of the decade. Fight me.`
        : `The characters in this are so well written.`,
      t.director
        ? `${t.director} at the top of their game.`
        : `Whoever directed this knew exactly what they were doing.`,
      `The soundtrack alone is worth the price of admission.`,
      `Does anyone know where the opening sequence was filmed?`,
      `Third time watching ${t.name} and I still notice new details.`,
      `I did not expect to cry at ${withArticle(genreWord(t))}, but here we are.`,
      `Overrated. There, I said it.`,
      t.year
        ? `Hard to believe this came out in ${t.year}. It has aged really well.`
        : `It has aged really well.`,
      `The pacing in the second half is perfect.`,
      t.star ? `${t.star} steals every scene.` : `The cast steals every scene.`,
      `The first ten minutes of ${t.name} are a masterclass.`,
    ],
    AFTERTHOUGHTS,
  );
}

export function replyComment(faker: Faker): string {
  return remark(
    faker,
    [
      'Completely agree!',
      'Hard disagree, but I respect it.',
      'This. So much this.',
      'I thought the same thing the first time I saw it.',
      'You should check out the director’s other films too.',
      'Ha! Same here.',
      'I think it gets better on a second watch.',
      'Not sure about that, the ending lost me.',
      'Great point, never thought of it that way.',
      'Came here to say exactly this.',
      'Agreed, though the middle drags a little.',
      'I went in with low expectations and came out a fan.',
      'Funny, that was the part I liked least.',
      'Yes! And the scene right after it too.',
      'I had the opposite reaction, honestly.',
      'You put it better than I could.',
    ],
    [
      'Glad I am not the only one.',
      'We should start a watch party.',
      'Adding it to my list again.',
      'It took me a while to get there, though.',
      'Funny how people see it so differently.',
      'That scene is the whole film for me.',
      'Maybe it depends on the mood you watch it in.',
      'The soundtrack helps a lot there.',
    ],
  );
}

export function newsComment(faker: Faker): string {
  return remark(
    faker,
    [
      'Great news, can’t wait!',
      'Finally! I have been waiting years for this.',
      'Interesting read, thanks.',
      'Does anyone know if this is coming to other countries too?',
      'This made my day.',
      'Not sure how I feel about this one.',
      'Booking tickets right now.',
      'Thanks for the write-up.',
    ],
    [
      'Fingers crossed it lives up to the hype.',
      'Saving this for later.',
      'Sharing with my film club.',
      'More of this kind of news, please.',
    ],
  );
}

export function episodeComment(faker: Faker, episode: string): string {
  return remark(
    faker,
    [
      `${episode} might be the best episode of the season.`,
      'That cliffhanger! How am I supposed to wait a week?',
      'The cold open was incredible.',
      'Slow episode, but it set up a lot.',
      'That last scene changes everything.',
      'Not the strongest episode, but the ending made up for it.',
      `Rewatched ${episode} and caught so many hints I missed.`,
    ],
    [
      'Theories in the replies, please.',
      'The writing this season is on another level.',
      'I need the next one now.',
      'The music in this one was perfect.',
    ],
  );
}
