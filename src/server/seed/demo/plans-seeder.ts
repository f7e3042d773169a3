import type { Services } from '../../modules';

/**
 * Two demo plans, so /pricing shows what a site can sell: a free plan and a paid one that lifts
 * the members' list limit (the default role allows 50 lists). No gateway is configured on a demo
 * site, so nothing is synced and checkout says payments are not available yet.
 */
export async function seedDemoPlans(services: Services): Promise<void> {
  await services.planAdmin.create({
    name: 'Free',
    description: 'Everything a film lover needs to keep track.',
    free: true,
    position: 1,
    feature_list: [
      'Rate and review any film or series',
      'Comment and follow people',
      'A watchlist and up to 50 lists',
    ],
  });
  await services.planAdmin.create({
    name: 'Plus',
    description: 'For collectors and curators.',
    recommended: true,
    position: 2,
    feature_list: ['Everything in Free', 'Unlimited lists'],
    prices: [
      { amount: 499, currency: 'USD', interval: 'month', interval_count: 1 },
      { amount: 4999, currency: 'USD', interval: 'year', interval_count: 1 },
    ],
    permissions: [{ name: 'lists.create', restrictions: [{ name: 'count', value: null }] }],
  });
}
