/** Genres, keywords, countries and languages of the demo catalogue. */

/** Genre key → display name. Keys are what URLs and filters use. */
export const GENRES: Record<string, string> = {
  action: 'Action',
  adventure: 'Adventure',
  animation: 'Animation',
  comedy: 'Comedy',
  crime: 'Crime',
  documentary: 'Documentary',
  drama: 'Drama',
  family: 'Family',
  fantasy: 'Fantasy',
  history: 'History',
  horror: 'Horror',
  music: 'Music',
  musical: 'Musical',
  mystery: 'Mystery',
  romance: 'Romance',
  'science-fiction': 'Science Fiction',
  thriller: 'Thriller',
  war: 'War',
  western: 'Western',
};

/** Keywords an invented series of a genre may carry (display names; keys are their slugs). */
export const GENRE_KEYWORDS: Record<string, string[]> = {
  action: [
    'heist',
    'revenge',
    'car chase',
    'martial arts',
    'bodyguard',
    'conspiracy',
    'explosion',
    'mercenary',
    'hostage',
    'one man army',
  ],
  adventure: [
    'treasure hunt',
    'expedition',
    'jungle',
    'island',
    'quest',
    'pirate',
    'shipwreck',
    'desert',
    'lost city',
    'map',
  ],
  animation: ['talking animals', 'anthropomorphism', 'toys'],
  comedy: [
    'road trip',
    'wedding',
    'mistaken identity',
    'buddy comedy',
    'slapstick',
    'workplace comedy',
    'family reunion',
    'fish out of water',
    'satire',
    'parody',
  ],
  crime: [
    'mafia',
    'bank robbery',
    'detective',
    'undercover cop',
    'corruption',
    'drug trade',
    'con artist',
    'serial killer',
    'prison',
    'courtroom',
  ],
  documentary: ['interview', 'archive footage', 'biography', 'environment', 'sport'],
  drama: [
    'small town',
    'family relationships',
    'coming of age',
    'grief',
    'friendship',
    'single parent',
    'addiction',
    'infidelity',
    'redemption',
    'class differences',
    'father son relationship',
    'mother daughter relationship',
  ],
  family: ['christmas', 'dog', 'summer camp', 'magic', 'talking animals', 'school'],
  fantasy: [
    'magic',
    'dragon',
    'wizard',
    'prophecy',
    'sword and sorcery',
    'fairy tale',
    'superhero',
    'curse',
    'parallel world',
  ],
  history: [
    'true story',
    'world war ii',
    'world war i',
    'civil war',
    'biography',
    'royalty',
    '1960s',
    '1920s',
    'period drama',
    'based on true events',
  ],
  horror: [
    'haunted house',
    'ghost',
    'zombie',
    'vampire',
    'possession',
    'slasher',
    'werewolf',
    'cabin in the woods',
    'cult',
    'monster',
  ],
  music: ['concert', 'rock band', 'tour', 'musician'],
  musical: ['broadway', 'dance', 'singer', 'musician', 'stage show'],
  mystery: ['whodunit', 'missing person', 'amateur sleuth', 'secret', 'murder investigation'],
  romance: [
    'love triangle',
    'first love',
    'wedding',
    'second chance',
    'long-distance relationship',
    'unlikely lovers',
  ],
  'science-fiction': [
    'time travel',
    'space travel',
    'artificial intelligence',
    'alien',
    'dystopia',
    'robot',
    'post-apocalyptic',
    'genetic engineering',
    'virtual reality',
    'space station',
  ],
  thriller: [
    'conspiracy',
    'espionage',
    'kidnapping',
    'stalker',
    'double cross',
    'cat and mouse',
    'paranoia',
    'blackmail',
    'hitman',
    'political thriller',
  ],
  war: ['world war ii', 'vietnam war', 'soldier', 'battlefield', 'prisoner of war'],
  western: [
    'cowboy',
    'frontier',
    'outlaw',
    'sheriff',
    'gunfight',
    'gold rush',
    'ranch',
    'bounty hunter',
  ],
};

/** Keywords from the source's 'Source' column. */
export const SOURCE_KEYWORDS: Record<string, string> = {
  'Based on Book/Short Story': 'based on novel or book',
  'Based on Play': 'based on play',
  'Based on Comic/Graphic Novel': 'based on comic',
  'Based on Real Life Events': 'based on true events',
  'Based on TV': 'based on tv series',
  'Based on Game': 'based on video game',
  'Based on Musical/Opera': 'based on musical',
  'Based on Factual Book/Article': 'based on true events',
  'Based on Magazine Article': 'based on magazine article',
  'Based on Short Film': 'based on short film',
  'Traditional/Legend/Fairytale': 'fairy tale',
  Remake: 'remake',
  'Spin-Off': 'spin off',
  'Disney Ride': 'based on theme park ride',
  'Based on Toy': 'based on toy',
};

/** Keywords from the source's 'Creative Type'. */
export const CREATIVE_TYPE_KEYWORDS: Record<string, string> = {
  'Historical Fiction': 'historical fiction',
  'Science Fiction': 'science fiction',
  Fantasy: 'fantasy world',
  'Super Hero': 'superhero',
  'Kids Fiction': 'children',
  Dramatization: 'dramatization',
  Factual: 'factual',
};

/** ISO 3166-1 alpha-2 (upper case, as titles.country stores it) → display name. */
export const COUNTRIES: Record<string, string> = {
  US: 'United States of America',
  GB: 'United Kingdom',
  CA: 'Canada',
  AU: 'Australia',
  NZ: 'New Zealand',
  IE: 'Ireland',
  FR: 'France',
  DE: 'Germany',
  ES: 'Spain',
  IT: 'Italy',
  CZ: 'Czech Republic',
  AT: 'Austria',
  SE: 'Sweden',
  DK: 'Denmark',
  JP: 'Japan',
  KR: 'South Korea',
  MX: 'Mexico',
  BE: 'Belgium',
};

/** Language cues in titles the source had mis-encoded: the foreign-language films. */
const LANGUAGE_CUES: Array<[RegExp, string, string]> = [
  [/\b(jsem|krále)\b/i, 'cs', 'CZ'],
  [/\b(die|der|das|fälscher|jaguar)\b/i, 'de', 'DE'],
  [/\b(per|più|qualche|dollaro)\b/i, 'it', 'IT'],
  [/\b(mala|educación)\b/i, 'es', 'ES'],
];

/** Accented titles of English-language films. */
const ENGLISH_TITLES: Record<string, string> = { 'Déjà Vu': 'US', Léon: 'FR' };

/** The language and country of a film whose title was repaired from mis-encoded text. */
export function foreignLanguageOf(title: string): { language: string; country: string } | null {
  const english = ENGLISH_TITLES[title];
  if (english) return { language: 'en', country: english };
  for (const [cue, language, country] of LANGUAGE_CUES) {
    if (cue.test(title)) return { language, country };
  }
  if (/[àâçéèêëîïôûùüÿœ]/i.test(title)) return { language: 'fr', country: 'FR' };
  return null;
}
