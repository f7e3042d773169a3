import type { HealthRepository } from './health-repository';

/** Whether the server can do its work: today, whether its database answers. */
export class HealthService {
  constructor(private readonly database: HealthRepository) {}

  async check(): Promise<{ status: 'ok' }> {
    await this.database.ping();
    return { status: 'ok' };
  }
}
