import type { Transaction } from 'kysely';
import type { Db } from './connection';
import type { Database } from './schema';

export type Trx = Transaction<Database>;

/**
 * A repository works on the connection it was given; `bound(trx)` is the same repository inside
 * a transaction. Services that write through several repositories at once run them in
 * `transactions.run`, so nothing is half-written when one step fails.
 */
export abstract class Repository {
  constructor(protected readonly db: Db) {}

  /** This repository, querying inside the given transaction. */
  bound(trx: Trx): this {
    const copy = Object.create(Object.getPrototypeOf(this) as object) as this;
    return Object.assign(copy, this, { db: trx });
  }

  /** Runs work in one transaction (or the current one) with this repository bound to it. */
  transaction<T>(work: (repository: this) => Promise<T>): Promise<T> {
    if (this.db.isTransaction) return work(this);
    return this.db.transaction().execute((trx) => work(this.bound(trx)));
  }
}

/** Starts transactions for services that write through more than one repository. */
export class Transactions {
  constructor(private readonly db: Db) {}

  run<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    if (this.db.isTransaction) return work(this.db as Trx);
    return this.db.transaction().execute(work);
  }
}
