import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { isVendorGroup, type DebugErrorPayload, type DebugFrame } from '@common/http/responses';
import { Trans, useTrans } from '../../i18n/trans';
import type { FrameKey } from './debug-frames';

interface DebugFrameListProps {
  trace: DebugErrorPayload['trace'];
  selectedKey: FrameKey | undefined;
  onSelect: (key: FrameKey) => void;
  expandedGroups: ReadonlySet<number>;
  onToggleGroup: (groupIndex: number) => void;
}

interface FrameRowProps {
  frame: DebugFrame;
  selected: boolean;
  nested?: boolean;
  onSelect: () => void;
}

function FrameRow({ frame, selected, nested = false, onSelect }: FrameRowProps) {
  return (
    <li>
      <ListItemButton
        component="button"
        selected={selected}
        aria-pressed={selected}
        onClick={onSelect}
        sx={{ width: '100%', textAlign: 'left', pl: nested ? 5 : 2, alignItems: 'flex-start' }}
      >
        <ListItemText
          primary={frame.method}
          secondary={`${frame.path}:${frame.lineNumber}`}
          slotProps={{
            primary: { sx: { fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' } },
            secondary: { sx: { fontSize: 12, wordBreak: 'break-all' } },
          }}
        />
      </ListItemButton>
    </li>
  );
}

/** The stack frames; each vendor group is one row that expands to its frames. */
export function DebugFrameList(props: DebugFrameListProps) {
  const { trace, selectedKey, onSelect, expandedGroups, onToggleGroup } = props;
  const { trans } = useTrans();
  return (
    <List component="ol" dense disablePadding aria-label={trans('Stack frames')}>
      {trace.map((item, index) => {
        if (!isVendorGroup(item)) {
          const key = `${index}`;
          return (
            <FrameRow
              key={key}
              frame={item}
              selected={selectedKey === key}
              onSelect={() => onSelect(key)}
            />
          );
        }
        const expanded = expandedGroups.has(index);
        return (
          <li key={index}>
            <ListItemButton
              component="button"
              aria-expanded={expanded}
              onClick={() => onToggleGroup(index)}
              sx={{ width: '100%', textAlign: 'left', color: 'text.secondary' }}
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                {expanded ? (
                  <ExpandMoreIcon fontSize="small" />
                ) : (
                  <ChevronRightIcon fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={
                  <Trans
                    message=":count vendor frame |||| :count vendor frames"
                    values={{ count: item.items.length }}
                  />
                }
              />
            </ListItemButton>
            {expanded && (
              <List component="ol" dense disablePadding>
                {item.items.map((frame, inner) => {
                  const key = `${index}.${inner}`;
                  return (
                    <FrameRow
                      key={key}
                      frame={frame}
                      nested
                      selected={selectedKey === key}
                      onSelect={() => onSelect(key)}
                    />
                  );
                })}
              </List>
            )}
          </li>
        );
      })}
    </List>
  );
}
