import type { AdminChannelRecord, AdminChannelValues } from '@common/api/admin-channels';
import type { ChannelLayout } from '@common/catalogue/catalogue-types';
import type { TitleFilters } from '@common/catalogue/title-filters';
import { savedFilters } from './channel-queries';
import type { ChannelRow } from './channel-repository';
import { HOMEPAGE_SLUG } from './default-channels';

/** The admin record of a channel row (without its items). */
export function toAdminRecord(row: ChannelRow, itemsCount: number): AdminChannelRecord {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    content_type: row.content_type,
    source: (row.auto_query ?? 'curated') as AdminChannelRecord['source'],
    source_value: row.query_value,
    source_filters: row.query_filters ? savedFilters(row) : null,
    layout: row.layout as ChannelLayout,
    default_order: row.default_order,
    per_page: row.per_page,
    restriction: row.restriction === 'genre' ? 'genre' : null,
    hidden: Boolean(Number(row.hidden)),
    hide_title: Boolean(Number(row.hide_title)),
    is_homepage: row.slug === HOMEPAGE_SLUG,
    items_count: itemsCount,
    items: [],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The columns of checked input, but the slug (which the service settles). */
export function toChannelValues(
  input: AdminChannelValues,
  source: { value: string | null; filters: TitleFilters | null },
) {
  return {
    name: input.name,
    description: input.description ?? null,
    content_type: input.content_type,
    auto_query: input.source === 'curated' ? null : input.source,
    query_value: source.value,
    query_filters: source.filters ? JSON.stringify(source.filters) : null,
    restriction: input.restriction ?? null,
    layout: input.layout,
    default_order: input.default_order ?? null,
    per_page: input.per_page ?? null,
    hidden: input.hidden ? 1 : 0,
    hide_title: input.hide_title ? 1 : 0,
  };
}
