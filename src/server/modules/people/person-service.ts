import { personUrl } from '@common/catalogue/catalogue-urls';
import type {
  CreditPerson,
  PersonCard,
  PersonPageResponse,
} from '@common/catalogue/catalogue-types';
import { NotFoundError } from '../../domain/errors';
import type { CatalogueCardService, ImageService, PersonCreditService } from '../catalogue';
import { buildFilmography, knownForTitles } from './filmography';
import type { PersonCardRow, PersonRepository, PersonRow } from './person-repository';
import type { PersonListQuery } from './person-schema';
import type { PageAddress } from '../../domain/page-address';

export const PERSON_NOT_FOUND = 'Person not found.';

export interface PersonServiceDependencies {
  people: PersonRepository;
  /** The catalogue owns credits: filmographies and known-for titles are read through it. */
  credits: PersonCreditService;
  cards: Pick<CatalogueCardService, 'titleCards'>;
  images: ImageService;
}

/** People: cards (for many ids at once), the paginated list, the person page, the sitemap. */
export class PersonService {
  constructor(private readonly deps: PersonServiceDependencies) {}

  async listCards(
    query: Pick<PersonListQuery, 'order' | 'page' | 'perPage'>,
  ): Promise<{ rows: PersonCard[]; total: number }> {
    const { rows, total } = await this.deps.people.cardPage(query.order, query);
    return { rows: await this.withKnownForTitles(rows), total };
  }

  /** Person cards for the given ids in the order given (missing ids are skipped). */
  async cards(ids: number[]): Promise<PersonCard[]> {
    const unique = [...new Set(ids)];
    const cards = new Map(
      (await this.withKnownForTitles(await this.deps.people.cardRows(unique))).map((card) => [
        card.id,
        card,
      ]),
    );
    return ids.flatMap((id) => {
      const card = cards.get(id);
      return card ? [card] : [];
    });
  }

  /** Names and images of the given people, by id (one query for any number). */
  async summaries(ids: number[]): Promise<Map<number, CreditPerson>> {
    const people = await this.deps.people.summaries([...new Set(ids)]);
    return new Map(people.map((person) => [person.id, person]));
  }

  exists(personId: number): Promise<boolean> {
    return this.deps.people.exists(personId);
  }

  /**
   * The person page: detail, known-for titles, the filmography by department and the person's
   * images — six queries whatever the number of credits. NotFoundError for an unknown person.
   */
  async page(personId: number): Promise<PersonPageResponse> {
    const row = personId > 0 ? await this.deps.people.findById(personId) : undefined;
    if (!row) throw new NotFoundError(PERSON_NOT_FOUND);
    const [knownFor, credits, images] = await Promise.all([
      this.deps.credits.knownForTitles([personId]),
      this.deps.credits.ofPerson(personId),
      this.deps.images.forModel('person', personId),
    ]);
    const titles = await this.deps.cards.titleCards(credits.map((credit) => credit.title_id));
    const cards = new Map(titles.map((title) => [title.id, title]));
    return {
      person: { ...toDetail(row), known_for_titles: knownFor.get(personId) ?? [] },
      known_for: knownForTitles(credits, cards, row.known_for),
      filmography: buildFilmography(credits, cards, row.known_for),
      images,
    };
  }

  /** How many people there are (the sitemap). */
  countAll(): Promise<number> {
    return this.deps.people.count();
  }

  /** The id at a position in id order (where a sitemap file starts). */
  idAt(offset: number): Promise<number | undefined> {
    return this.deps.people.idAt(offset);
  }

  /** Up to `limit` people's page addresses from id `fromId` on, in id order (the sitemap). */
  async addresses(fromId: number, limit: number): Promise<PageAddress[]> {
    return (await this.deps.people.addresses(fromId, limit)).map((row) => ({
      id: row.id,
      path: personUrl(row),
      updatedAt: row.updated_at,
    }));
  }

  /** Adds each person's best-known titles (one query for any number of people). */
  private async withKnownForTitles(rows: PersonCardRow[]): Promise<PersonCard[]> {
    const knownFor = await this.deps.credits.knownForTitles(rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, known_for_titles: knownFor.get(row.id) ?? [] }));
  }
}

function toDetail(row: PersonRow) {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    known_for: row.known_for,
    popularity: Number(row.popularity),
    biography: row.biography,
    birth_date: row.birth_date,
    birth_place: row.birth_place,
    death_date: row.death_date,
    death_place: row.death_place,
    gender: row.gender,
    imdb_id: row.imdb_id,
  };
}
