import type { Services } from '../../services';

export interface DemoSeeder {
  name: string;
  run(services: Services): Promise<void>;
}

/**
 * Demo content seeders, run in order on an empty database when SEED_DEMO is on. Each content
 * module (catalogue, news, lists …) adds its seeder here.
 */
export const DEMO_SEEDERS: DemoSeeder[] = [];
