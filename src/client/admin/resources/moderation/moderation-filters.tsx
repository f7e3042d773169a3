import {
  AutocompleteInput,
  DateInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from 'react-admin';
import { MODERATION_FILTERS, type ModerationTitleOption } from '@common/api/moderation';
import { FILTER_LABELS, type ModerationResource } from './moderation-record';

/** The option resources of each list's title and author filters (see RESOURCE_PATHS). */
export const OPTION_RESOURCES = {
  comments: { titles: 'comment-titles', authors: 'comment-authors' },
  reviews: { titles: 'review-titles', authors: 'review-authors' },
} as const;

const titleText = (title: ModerationTitleOption) =>
  title.year ? `${title.name} (${title.year})` : title.name;

/** Text search, title and author (autocomplete), state and creation dates. */
export function moderationFilters(
  resource: ModerationResource,
  trans: (message: string) => string,
) {
  const options = OPTION_RESOURCES[resource];
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={trans('Search')} />,
    <SelectInput
      key="state"
      source="state"
      label={trans('State')}
      alwaysOn
      choices={MODERATION_FILTERS.map((id) => ({ id, name: trans(FILTER_LABELS[id]) }))}
    />,
    <ReferenceInput
      key="titleId"
      source="titleId"
      reference={options.titles}
      label={trans('Title')}
    >
      <AutocompleteInput
        label={trans('Title')}
        optionText={titleText}
        filterToQuery={(query) => ({ q: query })}
      />
    </ReferenceInput>,
    <ReferenceInput
      key="userId"
      source="userId"
      reference={options.authors}
      label={trans('Author')}
    >
      <AutocompleteInput
        label={trans('Author')}
        optionText="name"
        filterToQuery={(query) => ({ q: query })}
      />
    </ReferenceInput>,
    <DateInput key="from" source="from" label={trans('From')} />,
    <DateInput key="to" source="to" label={trans('To')} />,
  ];
}
