import type { AdminCreditRecord } from '@common/api/admin-credits';
import type { ContentChanges } from '../../cache/content-changes';
import { ForbiddenError, InvalidError, NotFoundError } from '../../domain/errors';
import type { PersonService } from '../people';
import { reorderedPositions } from './admin-order';
import { targetPermission, type AdminTarget, type PermissionCheck } from './admin-target-schema';
import type { CatalogueScopes } from './catalogue-scope';
import type { AdminCreditRow, CreditAdminRepository } from './credit-admin-repository';
import type {
  CreditCreateInput,
  CreditReorderInput,
  CreditUpdateInput,
} from './credit-admin-schema';

export const CREDIT_NOT_FOUND = 'Credit not found.';
const PERSON_MISSING = 'The selected person does not exist.';
const JOB_REQUIRED = 'The job field is required.';

export interface CreditAdminDependencies {
  credits: CreditAdminRepository;
  scopes: Pick<CatalogueScopes, 'resolve'>;
  /** People are the people module's: names and images in bulk, existence. */
  people: Pick<PersonService, 'summaries' | 'exists'>;
  changes: Pick<ContentChanges, 'publish'>;
}

const kindOf = (department: string) => (department === 'cast' ? 'cast' : 'crew');

/** Cast and crew in the admin: list, add, edit, remove, reorder. */
export class CreditAdminService {
  constructor(private readonly deps: CreditAdminDependencies) {}

  /** A scope's cast or crew in order, or a person's credits; `may` checks the permission. */
  async list(
    target: AdminTarget,
    options: { kind?: 'cast' | 'crew'; page: number; perPage: number },
    may: PermissionCheck,
  ): Promise<{ rows: AdminCreditRecord[]; total: number }> {
    if (!may(targetPermission(target))) throw new ForbiddenError();
    if ('personId' in target) {
      if (!(await this.deps.people.exists(target.personId))) {
        throw new NotFoundError('Person not found.');
      }
      const page = await this.deps.credits.personPage(target.personId, options);
      return { rows: await this.records(page.rows), total: page.total };
    }
    const scope = await this.deps.scopes.resolve(target.scope);
    const page = await this.deps.credits.scopePage(scope.creditable, options.kind, options);
    return { rows: await this.records(page.rows), total: page.total };
  }

  async get(id: number): Promise<AdminCreditRecord> {
    const row = id > 0 ? await this.deps.credits.findById(id) : undefined;
    if (!row) throw new NotFoundError(CREDIT_NOT_FOUND);
    return (await this.records([row]))[0]!;
  }

  async create(input: CreditCreateInput): Promise<AdminCreditRecord> {
    const scope = await this.deps.scopes.resolve(input);
    if (!(await this.deps.people.exists(input.person_id))) {
      throw new InvalidError({ person_id: [PERSON_MISSING] });
    }
    const cast = input.department === 'cast';
    if (!cast && !input.job) throw new InvalidError({ job: [JOB_REQUIRED] });
    const row = await this.deps.credits.transaction(async (credits) =>
      credits.insert({
        person_id: input.person_id,
        title_id: scope.titleId,
        creditable_type: scope.creditable.type,
        creditable_id: scope.creditable.id,
        department: input.department,
        job: cast ? (input.job ?? 'Actor') : input.job!,
        character: cast ? input.character : null,
        order: await credits.nextOrder(scope.creditable, kindOf(input.department)),
      }),
    );
    this.announce([row]);
    return (await this.records([row]))[0]!;
  }

  async update(id: number, input: CreditUpdateInput): Promise<AdminCreditRecord> {
    const row = await this.deps.credits.transaction(async (credits) => {
      const current = id > 0 ? await credits.findById(id) : undefined;
      if (!current) throw new NotFoundError(CREDIT_NOT_FOUND);
      const department = input.department ?? current.department;
      const cast = department === 'cast';
      const job =
        input.job !== undefined
          ? input.job
          : kindOf(current.department) === kindOf(department)
            ? current.job
            : null;
      if (!cast && !job) throw new InvalidError({ job: [JOB_REQUIRED] });
      const moved = kindOf(current.department) !== kindOf(department);
      const creditable = { type: current.creditable_type, id: current.creditable_id };
      return (await credits.update(id, {
        department,
        job: cast ? (job ?? 'Actor') : job!,
        character: cast
          ? input.character !== undefined
            ? input.character
            : current.character
          : null,
        ...(moved ? { order: await credits.nextOrder(creditable, kindOf(department)) } : {}),
      }))!;
    });
    this.announce([row]);
    return (await this.records([row]))[0]!;
  }

  async delete(ids: number[]): Promise<void> {
    const rows = await this.deps.credits.transaction(async (credits) => {
      const found = await credits.findMany(ids);
      if (!found.length) throw new NotFoundError(CREDIT_NOT_FOUND);
      await credits.deleteMany(found.map((row) => row.id));
      return found;
    });
    this.announce(rows);
  }

  /** Saves a scope's cast or crew order; ids of another scope or kind are refused. */
  async reorder(input: CreditReorderInput): Promise<void> {
    const scope = await this.deps.scopes.resolve(input);
    const ids = [...new Set(input.ids)];
    const rows = await this.deps.credits.transaction(async (credits) => {
      const current = await credits.orderOf(scope.creditable, input.kind);
      const known = new Set(current.map((row) => row.id));
      if (ids.some((id) => !known.has(id))) {
        throw new InvalidError({ ids: [`Every id must be a ${input.kind} credit of this scope.`] });
      }
      await credits.setOrders(reorderedPositions(current, ids));
      return credits.findMany(ids);
    });
    this.announce(rows);
  }

  private announce(rows: AdminCreditRow[]): void {
    this.deps.changes.publish({
      titleIds: [...new Set(rows.map((row) => row.title_id))],
      personIds: [...new Set(rows.map((row) => row.person_id))],
    });
  }

  /** Credits with their person (from the people module) and title, in three queries at most. */
  private async records(rows: AdminCreditRow[]): Promise<AdminCreditRecord[]> {
    const [people, titles, numbers] = await Promise.all([
      this.deps.people.summaries(rows.map((row) => row.person_id)),
      this.deps.credits.titles(rows.map((row) => row.title_id)),
      this.deps.credits.numbers(
        rows.map((row) => ({ type: row.creditable_type, id: row.creditable_id })),
      ),
    ]);
    return rows.flatMap((row) => {
      const title = titles.get(row.title_id);
      if (!title) return [];
      const number = numbers.get(`${row.creditable_type}:${row.creditable_id}`);
      return [
        {
          id: row.id,
          person_id: row.person_id,
          title_id: row.title_id,
          creditable_type: row.creditable_type,
          season: number?.season ?? null,
          episode: number?.episode ?? null,
          department: row.department,
          job: row.job,
          character: row.character,
          order: Number(row.order),
          person: people.get(row.person_id) ?? { id: row.person_id, name: '', image: null },
          title,
        },
      ];
    });
  }
}
