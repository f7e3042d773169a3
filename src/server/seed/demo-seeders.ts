import type { Services } from '../modules';

export interface DemoSeeder {
  name: string;
  run(services: Services): Promise<void>;
}

/**
 * Demo content seeders, run in order on an empty database when SEED_DEMO is on. Each content
 * module (catalogue, news, lists …) adds its seeder here. The demo code (and faker) loads only
 * when a seeder runs, not at every start; everything is deterministic (fixed seeds and a fixed
 * "now"), so two fresh databases get identical rows.
 */
export const DEMO_SEEDERS: DemoSeeder[] = [
  {
    name: 'catalogue',
    run: async (services) => (await import('./demo/catalogue-seeder')).seedDemoCatalogue(services),
  },
  {
    name: 'news',
    run: async (services) => (await import('./demo/news')).seedDemoNews(services),
  },
  {
    name: 'community',
    run: async (services) => (await import('./demo/community-seeder')).seedDemoCommunity(services),
  },
  {
    name: 'plans',
    run: async (services) => (await import('./demo/plans-seeder')).seedDemoPlans(services),
  },
];
