import type { CreditRepository, PersonCreditRow } from './credit-repository';

export type { PersonCreditRow };

/** How many titles a person card names. */
const KNOWN_FOR_TITLES = 3;

/**
 * What the people module reads of credits (the catalogue owns them): a person's credits for the
 * filmography, and the titles people are known for, for many people at once.
 */
export class PersonCreditService {
  constructor(private readonly credits: CreditRepository) {}

  /** Every credit of a person (title, season and episode credits), by id. */
  ofPerson(personId: number): Promise<PersonCreditRow[]> {
    return this.credits.ofPerson(personId);
  }

  /** The names of each person's best-known (most popular credited) titles, by person id. */
  knownForTitles(personIds: number[]): Promise<Map<number, string[]>> {
    return this.credits.knownForTitles([...new Set(personIds)], KNOWN_FOR_TITLES);
  }
}
