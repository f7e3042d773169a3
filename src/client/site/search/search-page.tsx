import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import type { SearchResponse } from '@common/catalogue/catalogue-types';
import { searchUrl } from '@common/catalogue/catalogue-urls';
import { Trans, useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { EmptyState } from '../shared/empty-state';
import { QueryErrorPage } from '../shared/query-error';
import { useApiQuery } from '../shared/use-api-query';
import { SearchResults, SearchResultsSkeleton } from './search-results';
import {
  MAX_QUERY_LENGTH,
  MIN_QUERY_LENGTH,
  searchPageParams,
} from '@common/catalogue/page-queries';

/** How many results of each kind the search page asks for (the API allows up to 50). */
export { SEARCH_PAGE_LIMIT } from '@common/catalogue/page-queries';

function SearchForm({ initial }: { initial: string }) {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    navigate(text ? searchUrl(text) : '/search');
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={trans('Search the catalogue')}
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, maxWidth: 720, mb: { xs: 3, md: 4 } }}
    >
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          height: 52,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          '&:focus-within': { borderColor: 'primary.main', boxShadow: 1 },
        }}
      >
        <SearchIcon aria-hidden color="action" />
        <InputBase
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={trans('Search movies, series, people...')}
          sx={{ flex: 1, fontSize: 17 }}
          slotProps={{
            input: {
              type: 'search',
              'aria-label': trans('Search query'),
              enterKeyHint: 'search',
              maxLength: MAX_QUERY_LENGTH,
            },
          }}
        />
      </Box>
      <Button type="submit" variant="contained" size="large" sx={{ px: 3 }}>
        <Trans message="Search" />
      </Button>
    </Box>
  );
}

/** Routes search and search/{query}: a search field and the results grouped by kind. */
export function SearchPage() {
  const { trans } = useTrans();
  const params = useParams();
  const searchParams = searchPageParams(params.query ?? '');
  const searchable = searchParams !== null;
  const query = searchParams?.query ?? (params.query ?? '').trim();
  const result = useApiQuery<SearchResponse>('search', searchParams ?? {}, {
    enabled: searchable,
  });
  useDocumentTitle(query ? trans('Search results for “:query”', { query }) : trans('Search'));

  if (searchable && result.isError) return <QueryErrorPage error={result.error} />;

  const data = result.data;
  const total = data ? data.titles.length + data.people.length + data.news.length : 0;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3, md: 4 } }}>
      <Typography
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: 26, md: 36 }, mb: 2, overflowWrap: 'anywhere' }}
      >
        {query ? (
          <Trans message="Search results for “:query”" values={{ query }} />
        ) : (
          <Trans message="Search" />
        )}
      </Typography>
      <SearchForm key={query} initial={query} />
      {!query ? (
        <Typography color="text.secondary">
          <Trans message="Find movies, series, people and news." />
        </Typography>
      ) : !searchable ? (
        <Typography color="text.secondary">
          <Trans message="Type at least :count characters." values={{ count: MIN_QUERY_LENGTH }} />
        </Typography>
      ) : !data ? (
        <SearchResultsSkeleton />
      ) : total === 0 ? (
        <EmptyState />
      ) : (
        <SearchResults data={data} />
      )}
    </Container>
  );
}
