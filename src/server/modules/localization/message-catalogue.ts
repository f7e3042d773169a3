import frenchLines from './lines/fr.json';

/**
 * Every English message the site's shell shows, as collected from <Trans message> and trans()
 * calls. The French file translates all of them, so its keys are the catalogue; the translate
 * page lists these even before a language has a value for them.
 */
export const MESSAGE_CATALOGUE: readonly string[] = Object.keys(frenchLines);

export const FRENCH_LINES: Readonly<Record<string, string>> = frenchLines;
