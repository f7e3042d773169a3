import {
  invalidRequest,
  notFound,
  paypalId,
  unprocessable,
  type IntervalUnit,
  type PaypalBillingPlan,
} from './paypal-objects';
import { record, text, type PatchOperation, type PaypalRoute } from './paypal-route';
import type { PaypalState } from './paypal-state';

/** PayPal's limits on a cycle's interval count per unit. */
const MAX_INTERVAL: Record<IntervalUnit, number> = { DAY: 365, WEEK: 52, MONTH: 12, YEAR: 1 };

/** Catalog products and billing plans (plan sync). */
export function paypalCatalogRoutes(state: PaypalState): PaypalRoute[] {
  const product = (id: string) => {
    const found = state.products.get(id);
    if (!found) throw notFound('product');
    return found;
  };
  const plan = (id: string) => {
    const found = state.plans.get(id);
    if (!found) throw notFound('plan');
    return found;
  };

  return [
    [
      'POST',
      /^\/v1\/catalogs\/products$/,
      (_, body) => {
        const name = text(body.name);
        if (!name)
          throw invalidRequest(
            'MISSING_REQUIRED_PARAMETER',
            'A required field / parameter is missing: name.',
          );
        const now = state.now();
        const created = {
          id: paypalId('PROD-', 17),
          name,
          description: text(body.description) ?? null,
          type: text(body.type) ?? 'PHYSICAL',
          category: text(body.category) ?? null,
          create_time: now,
          update_time: now,
        };
        state.products.set(created.id, created);
        return [201, created];
      },
    ],
    ['GET', /^\/v1\/catalogs\/products\/([^/]+)$/, ([id]) => [200, product(id as string)]],
    [
      'PATCH',
      /^\/v1\/catalogs\/products\/([^/]+)$/,
      ([id], _body, request) => {
        const found = product(id as string);
        for (const operation of JSON.parse(request.body || '[]') as PatchOperation[]) {
          const field = operation.path.replace(/^\//, '');
          if (
            operation.op !== 'replace' ||
            !['description', 'category', 'image_url', 'home_url'].includes(field)
          ) {
            throw invalidRequest(
              'PATCH_PATH_NOT_SUPPORTED',
              `Patch is not supported for ${operation.path}.`,
            );
          }
          (found as unknown as Record<string, unknown>)[field] = operation.value;
        }
        found.update_time = state.now();
        return [204];
      },
    ],
    [
      'POST',
      /^\/v1\/billing\/plans$/,
      (_, body) => {
        const productId = text(body.product_id) ?? '';
        product(productId);
        const cycles = Array.isArray(body.billing_cycles) ? body.billing_cycles.map(record) : [];
        if (!text(body.name) || cycles.length === 0) {
          throw invalidRequest(
            'MISSING_REQUIRED_PARAMETER',
            'A required field / parameter is missing: name or billing_cycles.',
          );
        }
        const now = state.now();
        const billingCycles = cycles.map((cycle) => {
          const frequency = record(cycle.frequency);
          const unit = text(frequency.interval_unit) as IntervalUnit;
          const count = typeof frequency.interval_count === 'number' ? frequency.interval_count : 1;
          if (!(unit in MAX_INTERVAL) || count < 1 || count > MAX_INTERVAL[unit]) {
            throw unprocessable(
              'INVALID_INTERVAL_COUNT',
              `Interval count must be between 1 and ${MAX_INTERVAL[unit] ?? 1} for interval unit ${unit}.`,
            );
          }
          const fixed = record(record(cycle.pricing_scheme).fixed_price);
          if (!/^\d+(\.\d{1,2})?$/.test(text(fixed.value) ?? '') || !text(fixed.currency_code)) {
            throw invalidRequest(
              'INVALID_PARAMETER_VALUE',
              'The value of a field is invalid: fixed_price.',
            );
          }
          return {
            frequency: { interval_unit: unit, interval_count: count },
            tenure_type: (text(cycle.tenure_type) ?? 'REGULAR') as 'REGULAR',
            sequence: typeof cycle.sequence === 'number' ? cycle.sequence : 1,
            total_cycles: typeof cycle.total_cycles === 'number' ? cycle.total_cycles : 0,
            pricing_scheme: {
              version: 1,
              fixed_price: {
                currency_code: text(fixed.currency_code) as string,
                value: text(fixed.value) as string,
              },
              create_time: now,
              update_time: now,
            },
          };
        });
        const preferences = record(body.payment_preferences);
        const created: PaypalBillingPlan = {
          id: paypalId('P-', 24),
          product_id: productId,
          name: text(body.name) as string,
          ...(text(body.description) ? { description: text(body.description) } : {}),
          status: (text(body.status) ?? 'ACTIVE') as PaypalBillingPlan['status'],
          billing_cycles: billingCycles,
          payment_preferences: {
            auto_bill_outstanding: preferences.auto_bill_outstanding !== false,
            payment_failure_threshold:
              typeof preferences.payment_failure_threshold === 'number'
                ? preferences.payment_failure_threshold
                : 0,
            setup_fee_failure_action: 'CONTINUE',
          },
          quantity_supported: false,
          create_time: now,
          update_time: now,
        };
        state.plans.set(created.id, created);
        return [201, created];
      },
    ],
    [
      'GET',
      /^\/v1\/billing\/plans$/,
      (_params, _body, request) => {
        const productId = request.query.get('product_id');
        const size = Number(request.query.get('page_size') ?? 10);
        const page = Number(request.query.get('page') ?? 1);
        const all = [...state.plans.values()].filter(
          (p) => !productId || p.product_id === productId,
        );
        const plans = all.slice((page - 1) * size, page * size).map((p) => ({
          id: p.id,
          product_id: p.product_id,
          name: p.name,
          status: p.status,
          usage_type: 'LICENSED',
          create_time: p.create_time,
          links: [],
        }));
        return [
          200,
          { plans, total_items: all.length, total_pages: Math.ceil(all.length / size), links: [] },
        ];
      },
    ],
    ['GET', /^\/v1\/billing\/plans\/([^/]+)$/, ([id]) => [200, plan(id as string)]],
    [
      'PATCH',
      /^\/v1\/billing\/plans\/([^/]+)$/,
      ([id], _body, request) => {
        const found = plan(id as string);
        for (const operation of JSON.parse(request.body || '[]') as PatchOperation[]) {
          if (operation.op !== 'replace' || !['/name', '/description'].includes(operation.path)) {
            throw invalidRequest(
              'PATCH_PATH_NOT_SUPPORTED',
              `Patch is not supported for ${operation.path}.`,
            );
          }
          if (operation.path === '/name') found.name = String(operation.value);
          else found.description = String(operation.value);
        }
        found.update_time = state.now();
        return [204];
      },
    ],
    [
      'POST',
      /^\/v1\/billing\/plans\/([^/]+)\/(activate|deactivate)$/,
      ([id, action]) => {
        const found = plan(id as string);
        const status = action === 'activate' ? 'ACTIVE' : 'INACTIVE';
        if (found.status === status) {
          throw unprocessable('PLAN_STATUS_INVALID', `Invalid plan status for ${action} action.`);
        }
        found.status = status;
        found.update_time = state.now();
        return [204];
      },
    ],
  ];
}
