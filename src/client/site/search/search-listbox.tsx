import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useTrans } from '@client/i18n/trans';
import { accentColor } from '../shared/accent-color';
import { MediaImage } from '../shared/media-image';
import { GROUP_LABELS, type SearchGroup, type SearchOption } from './search-options';

interface SearchListboxProps {
  id: string;
  open: boolean;
  options: SearchOption[];
  activeKey: string | null;
  optionId: (option: SearchOption) => string;
  loading: boolean;
  failed: boolean;
  onSelect: (option: SearchOption) => void;
  onHover: (option: SearchOption) => void;
}

const THUMB = { titles: 36, people: 36, news: 64 } as const;

function OptionRow({
  option,
  active,
  id,
  onSelect,
  onHover,
}: {
  option: SearchOption;
  active: boolean;
  id: string;
  onSelect: () => void;
  onHover: () => void;
}) {
  const group = option.group;
  return (
    <Box
      role="option"
      id={id}
      aria-selected={active}
      // keep focus in the field; the click selects
      onMouseDown={(event) => event.preventDefault()}
      onClick={onSelect}
      onMouseMove={active ? undefined : onHover}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        py: 0.75,
        mx: 0.75,
        borderRadius: 1,
        cursor: 'pointer',
        bgcolor: active ? 'action.selected' : 'transparent',
        outline: active ? '2px solid' : 'none',
        outlineColor: 'primary.main',
        outlineOffset: -2,
      }}
    >
      {group === 'all' ? (
        <ArrowForwardIcon aria-hidden fontSize="small" color="primary" />
      ) : (
        <Box sx={{ width: THUMB[group], flex: '0 0 auto' }}>
          <MediaImage
            src={option.image}
            alt=""
            kind={group === 'news' ? 'still' : group === 'people' ? 'profile' : 'poster'}
            radius={0.5}
          />
        </Box>
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          sx={{
            fontWeight: group === 'all' ? 600 : 500,
            fontSize: 14,
            lineHeight: 1.35,
            color: group === 'all' ? accentColor : 'text.primary',
          }}
          noWrap
        >
          {option.label}
        </Typography>
        {option.description ? (
          <Typography variant="body2" color="text.secondary" noWrap sx={{ fontSize: 13 }}>
            {option.description}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

/** The type-ahead popup: options grouped under Titles, People and News. */
export function SearchListbox({
  id,
  open,
  options,
  activeKey,
  optionId,
  loading,
  failed,
  onSelect,
  onHover,
}: SearchListboxProps) {
  const { trans } = useTrans();
  const groups: Array<{ group: SearchGroup | 'all'; options: SearchOption[] }> = [];
  for (const option of options) {
    const last = groups[groups.length - 1];
    if (last && last.group === option.group) last.options.push(option);
    else groups.push({ group: option.group, options: [option] });
  }
  const empty = !options.some((option) => option.group !== 'all');
  return (
    <Paper
      elevation={8}
      hidden={!open}
      sx={{
        position: 'absolute',
        top: 'calc(100% + 6px)',
        left: 0,
        right: 0,
        minWidth: { md: 380 },
        zIndex: (theme) => theme.zIndex.modal,
        maxHeight: { xs: 'calc(100dvh - 72px)', md: 'min(70vh, 560px)' },
        overflowY: 'auto',
        py: 0.75,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        color: 'text.primary',
        display: open ? 'block' : 'none',
      }}
    >
      {open && (loading || failed || empty) ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 1.5, fontSize: 14 }}>
          {loading
            ? trans('Searching...')
            : failed
              ? trans('There was an issue. Please try again.')
              : trans('There are no items matching your query')}
        </Typography>
      ) : null}
      <Box role="listbox" id={id} aria-label={trans('Search suggestions')}>
        {groups.map(({ group, options: groupOptions }) => {
          const headingId = `${id}-${group}`;
          const rows = groupOptions.map((option) => (
            <OptionRow
              key={option.key}
              option={option}
              id={optionId(option)}
              active={option.key === activeKey}
              onSelect={() => onSelect(option)}
              onHover={() => onHover(option)}
            />
          ));
          if (group === 'all') {
            return (
              <Box
                key={group}
                role="group"
                aria-label={trans('All results')}
                sx={{
                  borderTop: empty ? 0 : 1,
                  borderColor: 'divider',
                  mt: empty ? 0 : 0.75,
                  pt: 0.75,
                }}
              >
                {rows}
              </Box>
            );
          }
          return (
            <Box key={group} role="group" aria-labelledby={headingId} sx={{ pb: 0.5 }}>
              <Typography
                id={headingId}
                role="presentation"
                sx={{
                  px: 2,
                  pt: 1,
                  pb: 0.5,
                  fontSize: 12,
                  fontWeight: 700,
                  textTransform: 'uppercase',
                  letterSpacing: '0.08em',
                  color: 'text.secondary',
                }}
              >
                {trans(GROUP_LABELS[group])}
              </Typography>
              {rows}
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
