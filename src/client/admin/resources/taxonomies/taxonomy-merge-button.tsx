import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import MergeIcon from '@mui/icons-material/MergeType';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import {
  Button,
  useGetMany,
  useListContext,
  useNotify,
  useRefresh,
  useUnselectAll,
  type Identifier,
} from 'react-admin';
import { apiClient } from '@client/http/api-client';
import { getErrorMessage } from '@client/http/api-error';
import { useTrans } from '@client/i18n/trans';
import {
  defaultMergeTarget,
  mergeRequest,
  type AdminTaxonomyKind,
  type AdminTaxonomyRecord,
} from './taxonomy-record';
import { TAXONOMY_TEXTS } from './taxonomy-texts';

/** A bulk action: choose which of the selected genres or keywords stays, then merge into it. */
export function TaxonomyMergeButton({ kind }: { kind: AdminTaxonomyKind }) {
  const { trans } = useTrans();
  const texts = TAXONOMY_TEXTS[kind];
  const { selectedIds, resource } = useListContext<AdminTaxonomyRecord>();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<Identifier | undefined>();
  const { data: records = [], isPending } = useGetMany<AdminTaxonomyRecord>(
    resource,
    { ids: selectedIds },
    { enabled: open },
  );
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const chosen = target ?? defaultMergeTarget(records);
  const merge = useMutation({
    mutationFn: (into: Identifier) =>
      apiClient.post(`admin/${kind}/merge`, mergeRequest(selectedIds, into)),
    onSuccess: () => {
      notify(trans(texts.merged), { type: 'success' });
      setOpen(false);
      unselectAll();
      refresh();
    },
    onError: (error) => notify(getErrorMessage(error), { type: 'error' }),
  });
  const close = () => {
    if (!merge.isPending) setOpen(false);
  };

  return (
    <>
      <Button
        label={trans('Merge')}
        disabled={selectedIds.length < 2}
        onClick={() => {
          setTarget(undefined);
          setOpen(true);
        }}
      >
        <MergeIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="taxonomy-merge-title" fullWidth>
        <DialogTitle id="taxonomy-merge-title">{trans(texts.merge)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{trans(texts.mergeHelp)}</DialogContentText>
          {isPending ? (
            <DialogContentText>{trans('Loading…')}</DialogContentText>
          ) : (
            <RadioGroup
              aria-label={trans('Keep')}
              value={chosen === undefined ? '' : String(chosen)}
              onChange={(event) => setTarget(Number(event.target.value))}
            >
              {records.map((record) => (
                <FormControlLabel
                  key={record.id}
                  value={String(record.id)}
                  control={<Radio />}
                  label={trans(':name (:count titles)', {
                    name: record.display_name,
                    count: record.titles_count,
                  })}
                />
              ))}
            </RadioGroup>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close} disabled={merge.isPending}>
            {trans('Cancel')}
          </MuiButton>
          <MuiButton
            variant="contained"
            disabled={chosen === undefined || merge.isPending}
            onClick={() => chosen !== undefined && merge.mutate(chosen)}
          >
            {trans('Merge')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
