import type { Faker } from './demo-random';
import type { Sex } from './names';

/** Plots of the invented series, written around their two top-billed characters. */

export interface Character {
  name: string;
  sex: Sex;
}

interface Slots {
  lead: string;
  leadFirst: string;
  second: string;
  secondFirst: string;
  he: string;
  his: string;
  him: string;
  place: string;
  job: string;
  /** The job with its article: 'an architect'. */
  aJob: string;
  thing: string;
  years: number;
}

type Template = (s: Slots) => string;

const PLACES = [
  'Boston',
  'a coastal town in Maine',
  'Chicago',
  'New Orleans',
  'rural Montana',
  'Los Angeles',
  'London',
  'the Scottish Highlands',
  'Baltimore',
  'San Francisco',
  'a mining town in Nevada',
  'Brooklyn',
  'Miami',
  'Seattle',
  'a village outside Dublin',
  'Paris',
  'Detroit',
  'the Texas panhandle',
  'Vancouver',
  'a Midwestern suburb',
];
const JOBS = [
  'schoolteacher',
  'paramedic',
  'journalist',
  'night-shift nurse',
  'struggling musician',
  'insurance investigator',
  'former boxer',
  'small-town lawyer',
  'architect',
  'chef',
  'pilot',
  'museum curator',
  'mechanic',
  'detective',
  'single father',
  'bookshop owner',
  'marine biologist',
  'cab driver',
  'software engineer',
  'retired spy',
];
const THINGS = [
  'a briefcase full of cash',
  'a coded letter',
  'an old photograph',
  'a stolen painting',
  "a dead man's diary",
  'a mysterious key',
  'a winning lottery ticket',
  'a roll of undeveloped film',
  'a missing hard drive',
  'a hand-drawn map',
];

const PLOTS: Record<string, Template[]> = {
  drama: [
    (s) =>
      `After years away, ${s.job} ${s.lead} returns to ${s.place} to settle a family matter. But the past has a way of catching up, and ${s.second} is the one person who knows what really happened the night ${s.he} left.`,
    (s) =>
      `${s.lead} has spent ${s.years} years holding a fragile family together in ${s.place}. When ${s.second} arrives with an offer that could change everything, ${s.leadFirst} must decide what ${s.he} is willing to give up.`,
    (s) =>
      `A chance meeting between ${s.lead}, ${s.aJob}, and ${s.second} sets off a chain of events that will test loyalties, break old promises and, just maybe, heal a wound both of them have carried for ${s.years} years.`,
  ],
  comedy: [
    (s) =>
      `When ${s.lead}, a hopelessly organised ${s.job}, is forced to share a house with ${s.second}, the most chaotic person in ${s.place}, both learn that life rarely goes to plan.`,
    (s) =>
      `${s.lead} has one week to pull off the perfect weekend in ${s.place}. Unfortunately, ${s.second} has other ideas, and ${s.thing} keeps turning up in the worst possible places.`,
    (s) =>
      `Fired, dumped and locked out on the same day, ${s.lead} teams up with ${s.second} for a road trip that goes wrong in every direction at once.`,
  ],
  thriller: [
    (s) =>
      `${s.lead}, ${s.aJob} in ${s.place}, stumbles on ${s.thing} that was never meant to be found. Within hours someone wants ${s.him} silenced, and the only person ${s.he} can trust is ${s.second}.`,
    (s) =>
      `A routine assignment turns deadly when ${s.lead} realises ${s.second} is not who ${s.he} claimed to be. With the clock running out, ${s.leadFirst} must untangle a conspiracy that reaches the top.`,
  ],
  horror: [
    (s) =>
      `A weekend in an old farmhouse outside ${s.place} becomes a nightmare for ${s.lead} when ${s.second} starts hearing voices in the walls, and the doors begin to lock from the outside.`,
    (s) =>
      `${s.years} years after a string of disappearances in ${s.place}, ${s.lead} returns to find out what happened to ${s.his} sister. The town would rather ${s.he} did not.`,
  ],
  action: [
    (s) =>
      `Former special forces operative ${s.lead} is pulled back for one last job: recover ${s.thing} before it reaches the black market in ${s.place}. The catch: the thief is ${s.second}, ${s.his} old partner.`,
    (s) =>
      `When a heist in ${s.place} goes wrong, ${s.lead} has twenty-four hours to clear ${s.his} name, with a federal task force and ${s.second}'s crew one step behind.`,
  ],
  adventure: [
    (s) =>
      `${s.lead} sets out across uncharted country in search of a lost city, with ${s.second} as a reluctant guide and rivals never more than a day behind.`,
    (s) =>
      `An ordinary summer in ${s.place} turns extraordinary when ${s.lead} and ${s.second} discover ${s.thing} that leads to a treasure everyone thought was a legend.`,
  ],
  'science-fiction': [
    (s) =>
      `In the near future, ${s.lead}, an engineer aboard a deep-space research vessel, picks up a signal from beyond the solar system. What ${s.he} and ${s.second} find there will change what humanity believes about itself.`,
    (s) =>
      `${s.lead} wakes up in ${s.place} with no memory and a message from ${s.his} future self. To stop a catastrophe ${s.he} must trust ${s.second}, a stranger who seems to know ${s.him} far too well.`,
  ],
  fantasy: [
    (s) =>
      `A young ${s.job} named ${s.leadFirst} discovers ${s.he} is heir to an ancient power, and that ${s.second} will stop at nothing to claim it.`,
    (s) =>
      `When an old curse falls over ${s.place}, ${s.lead} and the sharp-tongued ${s.second} must cross enchanted lands to break it before the last winter moon.`,
  ],
  romance: [
    (s) =>
      `${s.lead} and ${s.second} meet by accident in ${s.place} and agree on exactly one thing: they cannot stand each other. Then the rain starts, and neither of them can leave.`,
    (s) =>
      `${s.years} years after a summer romance, ${s.lead} and ${s.second} meet again at a friend's wedding. Both have moved on. Neither has forgotten.`,
  ],
  western: [
    (s) =>
      `In the lawless frontier, a weary gunfighter named ${s.lead} rides into a town held hostage by ${s.second}'s gang, and finds that running is no longer an option.`,
    (s) =>
      `${s.lead} has one chance to save the family ranch: drive the herd across three hundred miles of hostile country before ${s.second} gets there first.`,
  ],
  documentary: [
    (s) =>
      `An intimate portrait filmed over ${s.years} years, following ${s.lead} and the people of ${s.place} through triumph, failure and everything in between.`,
    (s) =>
      `Through archive footage and candid interviews, this documentary tells the story behind ${s.thing} and the people, including ${s.lead}, who refused to let it be forgotten.`,
  ],
  musical: [
    (s) =>
      `${s.lead}, ${s.aJob} with a voice nobody has heard yet, gets one shot at the big stage in ${s.place} when ${s.second} offers ${s.him} a part in a show about to open.`,
  ],
  music: [
    (s) =>
      `Backstage and on the road with ${s.lead} and the band, from the first rehearsals in ${s.place} to a sold-out final night.`,
  ],
  history: [
    (s) =>
      `Based on extraordinary events, the story of ${s.lead}, ${s.aJob} who risked everything to stand up to the powers of the day, and ${s.second}, the unlikely ally who stood beside ${s.him}.`,
    (s) =>
      `As war closes in on ${s.place}, ${s.lead} and ${s.second} must make choices that will echo for generations.`,
  ],
  family: [
    (s) =>
      `When ${s.lead} moves with ${s.his} family to ${s.place}, the new neighbour ${s.second} turns out to be the best friend, and the biggest adventure, ${s.he} never expected.`,
    (s) =>
      `${s.leadFirst} and ${s.second} have one holiday to save the town's winter fair, armed only with ${s.thing} and a lot of imagination.`,
  ],
  crime: [
    (s) =>
      `Detective ${s.lead} has ${s.years} years on the force and one case ${s.he} never closed. When ${s.second} walks into the station with a confession, the case in ${s.place} opens up again.`,
    (s) =>
      `A small-time hustler in ${s.place}, ${s.lead} gets in over ${s.his} head when ${s.second} offers a job that seems too easy to be true.`,
  ],
  mystery: [
    (s) =>
      `When a guest disappears from a remote hotel outside ${s.place}, ${s.lead} and ${s.second} have until the storm clears to work out which of the others is lying.`,
  ],
  war: [
    (s) =>
      `Behind enemy lines, ${s.lead} leads a unit of exhausted soldiers on a mission that makes no sense, until ${s.second} reveals what they are really there to find.`,
  ],
};

const pronouns = (sex: Sex) =>
  sex === 'female' ? { he: 'she', his: 'her', him: 'her' } : { he: 'he', his: 'his', him: 'him' };

const HONORIFICS =
  /^(Detective|Dr\.|Agent|Captain|Sister|Mrs\.|Miss|Officer|Professor|Judge|Father|Mr\.|Sheriff|Sergeant|Uncle|Young)$/;

/** How the plot calls a character on second mention: the first name, or the whole 'Dr. Hale'. */
function shortName(name: string): string {
  const first = name.split(' ')[0]!;
  return HONORIFICS.test(first) || !name.includes(' ') ? name : first;
}

function slots(faker: Faker, lead: Character, second: Character): Slots {
  const job = faker.helpers.arrayElement(JOBS);
  return {
    lead: lead.name,
    leadFirst: shortName(lead.name),
    second: second.name,
    secondFirst: shortName(second.name),
    ...pronouns(lead.sex),
    place: faker.helpers.arrayElement(PLACES),
    job,
    aJob: `${/^[aeiou]/.test(job) ? 'an' : 'a'} ${job}`,
    thing: faker.helpers.arrayElement(THINGS),
    years: faker.helpers.arrayElement([5, 7, 10, 12, 15, 20]),
  };
}

/** A plot for a series of `genres` around its first two characters. */
export function plotFor(
  faker: Faker,
  genres: string[],
  lead: Character,
  second: Character,
): string {
  const genre = genres.find((g) => PLOTS[g]) ?? 'drama';
  return faker.helpers.arrayElement(PLOTS[genre]!)(slots(faker, lead, second));
}

const SEASON_TURNS = [
  (s: Slots) =>
    `Old alliances crack as ${s.lead} faces the consequences of last season's choices, and ${s.second} makes a move nobody saw coming.`,
  (s: Slots) =>
    `A new arrival in ${s.place} upends everything ${s.lead} thought ${s.he} knew, while ${s.second} fights to keep a dangerous secret.`,
  (s: Slots) => `Months later, ${s.lead} is trying to start over. ${s.second} has other plans.`,
  (s: Slots) =>
    `The stakes have never been higher as ${s.lead} and ${s.second} are forced to work together one last time.`,
];

const EPISODE_BEATS = [
  (s: Slots) => `${s.lead} follows a lead that points uncomfortably close to home.`,
  (s: Slots) => `${s.second} is forced to choose between loyalty and the truth.`,
  (s: Slots) => `An unexpected visitor brings news that changes everything for ${s.lead}.`,
  (s: Slots) => `${s.leadFirst} and ${s.secondFirst} spend a long night waiting for answers.`,
  (s: Slots) => `A storm cuts ${s.place} off from the world, and tempers flare.`,
  (s: Slots) => `${s.lead} uncovers ${s.thing}, and with it a reason to doubt everyone.`,
  (_s: Slots) => `A celebration goes badly wrong when an old grudge resurfaces.`,
  (s: Slots) => `${s.second} makes a confession that ${s.lead} is not ready to hear.`,
  (s: Slots) => `The past catches up with ${s.lead} in the form of a familiar face.`,
  (s: Slots) => `Everything comes to a head as ${s.leadFirst} finally confronts ${s.secondFirst}.`,
];

export function seasonPlot(
  faker: Faker,
  season: number,
  lead: Character,
  second: Character,
): string {
  const s = slots(faker, lead, second);
  if (season === 1)
    return `The season that started it all: meet ${s.lead}, ${s.second} and the people of ${s.place}.`;
  return faker.helpers.arrayElement(SEASON_TURNS)(s);
}

export function episodePlot(faker: Faker, lead: Character, second: Character): string {
  const s = slots(faker, lead, second);
  const [first, next] = faker.helpers.arrayElements(EPISODE_BEATS, 2);
  return `${first!(s)} ${next!(s)}`;
}
