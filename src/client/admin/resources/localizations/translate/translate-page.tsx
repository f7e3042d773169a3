import { useCallback, useEffect, useState } from 'react';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Title, useGetOne, useNotify } from 'react-admin';
// react-admin's router hooks come from react-router-dom (see admin-app.tsx).
import { useParams, useSearchParams } from 'react-router-dom';
import { getErrorMessage } from '@client/http/api-error';
import { useTrans } from '@client/i18n/trans';
import type { LocalizationRecord } from '@common/api/localizations';
import { TranslationRow } from './translation-row';
import {
  LINES_PER_PAGE,
  useSaveTranslationLines,
  useTranslationLines,
} from './use-translation-lines';

const SEARCH_DELAY_MS = 300;

/** /admin/localizations/{localeId}/translate: search lines, edit them inline, save the edits. */
export function LocalizationTranslatePage() {
  const { localeId = '' } = useParams();
  const { trans } = useTrans();
  const notify = useNotify();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('query') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [search, setSearch] = useState(query);
  // Edits survive paging and searching until saved.
  const [edits, setEdits] = useState<Record<string, string>>({});

  const { data: localization } = useGetOne<LocalizationRecord>('localizations', {
    id: Number(localeId),
  });
  const lines = useTranslationLines(localeId, query, page);
  const save = useSaveTranslationLines(localeId);

  useEffect(() => {
    if (search === query) return;
    const timer = setTimeout(() => {
      setSearchParams(search ? { query: search } : {}, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query, setSearchParams]);

  const changeLine = useCallback(
    (key: string, value: string) => setEdits((current) => ({ ...current, [key]: value })),
    [],
  );

  const changePage = (next: number) => {
    const params: Record<string, string> = { page: String(next) };
    if (query) params.query = query;
    setSearchParams(params);
  };

  const saveEdits = () =>
    save.mutate(edits, {
      onSuccess: () => {
        setEdits({});
        notify(trans('Translations saved'), { type: 'success' });
      },
      onError: (error) => notify(trans(getErrorMessage(error)), { type: 'error' }),
    });

  const editCount = Object.keys(edits).length;
  const heading = localization
    ? trans('Translate :name', { name: localization.name })
    : trans('Translate');

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={heading} />
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            gap: 2,
            alignItems: { xs: 'stretch', md: 'center' },
            justifyContent: 'space-between',
            mb: 2,
          }}
        >
          <Typography variant="h6" component="h2">
            {heading}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <TextField
              size="small"
              type="search"
              label={trans('Search translations')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchOutlined fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
              sx={{ flex: 1, minWidth: { md: 280 } }}
            />
            <Button
              variant="contained"
              onClick={saveEdits}
              disabled={editCount === 0 || save.isPending}
            >
              {trans('Save')}
            </Button>
          </Box>
        </Box>
        {lines.isError ? (
          <Typography color="error">{trans(getErrorMessage(lines.error))}</Typography>
        ) : null}
        {lines.data && lines.data.total === 0 ? (
          <Typography sx={{ py: 3 }}>{trans('No translations match your search.')}</Typography>
        ) : null}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-busy={lines.isFetching}>
          {lines.data?.data.map((line) => (
            <TranslationRow
              key={line.key}
              messageKey={line.key}
              value={edits[line.key] ?? line.value ?? ''}
              onChange={changeLine}
            />
          ))}
        </Box>
        {lines.data && lines.data.total > 0 ? (
          <TablePagination
            component="div"
            count={lines.data.total}
            page={lines.data.current_page - 1}
            rowsPerPage={LINES_PER_PAGE}
            rowsPerPageOptions={[]}
            onPageChange={(_event, next) => changePage(next + 1)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
