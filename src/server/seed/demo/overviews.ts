import type { SourceMovie } from './movies-source';
import { longDate } from './long-date';

/**
 * The overview of a real film, written only from its row in movies.json: what it is, where it
 * comes from, its release, its money and its ratings. Nothing is invented, so a film the source
 * says little about gets a short overview.
 */

const GENRE_NOUNS: Record<string, string> = {
  Drama: 'drama',
  Comedy: 'comedy',
  Musical: 'musical',
  'Thriller/Suspense': 'thriller',
  Adventure: 'adventure film',
  Action: 'action film',
  'Romantic Comedy': 'romantic comedy',
  Horror: 'horror film',
  Western: 'western',
  Documentary: 'documentary',
  'Black Comedy': 'black comedy',
  'Concert/Performance': 'concert film',
};

/** How the overview names a creative type and a source; exported for the tests that read overviews back. */
export const CREATIVE_TYPES: Record<string, string> = {
  'Contemporary Fiction': 'a contemporary story',
  'Historical Fiction': 'a work of historical fiction',
  'Science Fiction': 'a science-fiction story',
  Fantasy: 'a fantasy',
  'Super Hero': 'a superhero story',
  'Kids Fiction': 'a story for children',
  Dramatization: 'a dramatization',
  Factual: 'a factual account',
};

export const SOURCES: Record<string, string> = {
  'Original Screenplay': 'written directly for the screen',
  'Based on Book/Short Story': 'adapted from a book or short story',
  'Based on Play': 'adapted from a play',
  'Based on Comic/Graphic Novel': 'adapted from a comic or graphic novel',
  'Based on Real Life Events': 'based on real-life events',
  'Traditional/Legend/Fairytale': 'drawn from a traditional tale, legend or fairy tale',
  'Based on TV': 'adapted from television',
  Compilation: 'compiled from earlier material',
  'Based on Musical/Opera': 'adapted from a musical or opera',
  'Based on Game': 'adapted from a game',
  'Spin-Off': 'spun off from an earlier work',
  'Based on Factual Book/Article': 'based on a factual book or article',
  'Based on Magazine Article': 'adapted from a magazine article',
  'Based on Short Film': 'expanded from a short film',
  'Disney Ride': 'inspired by a Disney theme-park ride',
  'Based on Toy': 'based on a toy',
  'Musical Group Movie': 'built around a musical group',
  Remake: 'remade from an earlier film',
};

const grouped = (value: number) => value.toLocaleString('en-US');

/** 185000000 → '$185 million', 1022345358 → '$1.02 billion', 850000 → '$850,000'. */
export function dollars(amount: number): string {
  if (amount >= 1e9) return `$${Number((amount / 1e9).toFixed(2))} billion`;
  if (amount >= 1e6) return `$${Number((amount / 1e6).toFixed(1))} million`;
  return `$${grouped(amount)}`;
}

function identity(movie: SourceMovie): string {
  const noun = movie.majorGenre ? GENRE_NOUNS[movie.majorGenre] : undefined;
  // Every year of the source (1915–2012) reads with 'a'.
  const by = movie.director ? ` directed by ${movie.director}` : '';
  return `${movie.name} is a ${movie.year} ${noun ?? 'film'}${by}.`;
}

function origin(movie: SourceMovie): string | null {
  const kind = movie.creativeType ? CREATIVE_TYPES[movie.creativeType] : undefined;
  const from = movie.source ? SOURCES[movie.source] : undefined;
  if (kind && from) return `It is ${kind} ${from}.`;
  if (kind) return `It is ${kind}.`;
  if (from) return `It was ${from}.`;
  return null;
}

function release(movie: SourceMovie): string {
  const when = longDate(movie.releaseDate);
  const opened = movie.distributor
    ? `${movie.distributor} released it on ${when}`
    : `It was released on ${when}`;
  const details: string[] = [];
  if (movie.certification === 'NR') details.push('not rated by the MPAA');
  else if (movie.certification) details.push(`rated ${movie.certification}`);
  if (movie.runtime) details.push(`${movie.runtime} minutes long`);
  return details.length ? `${opened}, ${details.join(' and ')}.` : `${opened}.`;
}

function money(movie: SourceMovie): string | null {
  const grosses: string[] = [];
  if (movie.usGross) grosses.push(`${dollars(movie.usGross)} in the United States`);
  if (movie.worldwideGross && movie.worldwideGross !== movie.usGross)
    grosses.push(`${dollars(movie.worldwideGross)} worldwide`);
  const grossed = grosses.length ? `grossed ${grosses.join(' and ')}` : null;
  if (movie.budget && grossed)
    return `Made on a production budget of ${dollars(movie.budget)}, it ${grossed}.`;
  if (movie.budget) return `Its production budget was ${dollars(movie.budget)}.`;
  return grossed ? `It ${grossed}.` : null;
}

function ratings(movie: SourceMovie): string | null {
  const imdb =
    movie.rating !== null && movie.votes > 0
      ? `IMDb users rate it ${movie.rating.toFixed(1)} out of 10 from ${grouped(movie.votes)} votes`
      : null;
  const tomatoes =
    movie.rottenTomatoes !== null ? `its Rotten Tomatoes score is ${movie.rottenTomatoes}%` : null;
  if (imdb && tomatoes) return `${imdb}; ${tomatoes}.`;
  if (imdb) return `${imdb}.`;
  return tomatoes ? `${tomatoes[0]!.toUpperCase()}${tomatoes.slice(1)}.` : null;
}

export function overviewOf(movie: SourceMovie): string {
  return [identity(movie), origin(movie), release(movie), money(movie), ratings(movie)]
    .filter((sentence): sentence is string => sentence !== null)
    .join(' ');
}
