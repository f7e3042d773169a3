import type { PersonCard, PersonPageResponse } from '@common/catalogue/catalogue-types';
import type { Db } from '../../db/connection';
import { ImageRepository } from '../catalogue/image-repository';
import { loadTitleCards } from '../catalogue/title-cards';
import { buildFilmography, knownForTitles } from './filmography';
import { withKnownForTitles } from './person-cards';
import { PersonRepository, type PersonRow } from './person-repository';
import type { PersonListQuery } from './person-schema';

/** People: the paginated list and the person page. */
export class PersonService {
  private readonly people: PersonRepository;
  private readonly images: ImageRepository;

  constructor(private readonly db: Db) {
    this.people = new PersonRepository(db);
    this.images = new ImageRepository(db);
  }

  async listCards(
    query: Pick<PersonListQuery, 'order' | 'page' | 'perPage'>,
  ): Promise<{ rows: PersonCard[]; total: number }> {
    const { rows, total } = await this.people.cardPage(query.order, query);
    return { rows: await withKnownForTitles(this.db, rows), total };
  }

  /**
   * The person page: detail, known-for titles, the filmography by department and the person's
   * images — six queries whatever the number of credits.
   */
  async page(personId: number): Promise<PersonPageResponse | null> {
    const row = await this.people.findById(personId);
    if (!row) return null;
    const [[card], credits, images] = await Promise.all([
      withKnownForTitles(this.db, [row]),
      this.people.credits(personId),
      this.images.forModel('person', personId),
    ]);
    const cards = new Map(
      (
        await loadTitleCards(
          this.db,
          credits.map((credit) => credit.title_id),
        )
      ).map((title) => [title.id, title]),
    );
    return {
      person: { ...toDetail(row), known_for_titles: card?.known_for_titles ?? [] },
      known_for: knownForTitles(credits, cards, row.known_for),
      filmography: buildFilmography(credits, cards, row.known_for),
      images,
    };
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
