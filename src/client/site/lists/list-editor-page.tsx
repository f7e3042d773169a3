import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { listUrl } from '@common/catalogue/catalogue-urls';
import { useAuth } from '@client/auth/use-auth';
import { useFormErrors } from '@client/auth/form/use-form-errors';
import { Trans, useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { NotFoundPage } from '@client/ui/errors/not-found-page';
import { toast } from '@client/ui/toast/toast-store';
import { confirmAction } from '@client/ui/dialog/confirm-dialog';
import { QueryErrorPage } from '../profiles/query-error-page';
import { addItem, removeItem, type EditorItem, type ListForm } from './list-editor-state';
import { ListEditorItems } from './list-editor-items';
import { TitleSearchCombobox } from './title-search-combobox';
import { useDeleteList, useEditableList, useSaveList, type EditableList } from './use-list-editor';
import { showErrorToast } from '@client/ui/toast/error-toast';

/** Routes lists/new and lists/:slugOrId/edit (login required). */
export function ListEditorPage() {
  const { slugOrId } = useParams();
  const { user, hasPermission } = useAuth();
  const { trans } = useTrans();
  const existing = useEditableList(slugOrId);
  useDocumentTitle(trans(slugOrId ? 'Edit list' : 'New list'));

  if (!slugOrId) {
    return hasPermission('lists.create') ? <ListEditor existing={undefined} /> : <NotFoundPage />;
  }
  if (existing.isError) return <QueryErrorPage error={existing.error} />;
  if (!existing.data) return <EditorSkeleton />;
  if (existing.data.list.user.id !== user?.id) return <NotFoundPage />;
  return <ListEditor existing={existing.data} />;
}

const FIELDS = ['name', 'description', 'public', 'title_ids'] as const;

function initialForm(existing: EditableList | undefined, preset: unknown): ListForm {
  if (existing) {
    return {
      name: existing.list.name,
      description: existing.list.description ?? '',
      public: existing.list.public,
      items: existing.items,
    };
  }
  // 'New list' from a title page brings that title along in the navigation state.
  const titles = (preset as { titles?: EditorItem[] } | null)?.titles;
  return { name: '', description: '', public: true, items: Array.isArray(titles) ? titles : [] };
}

function ListEditor({ existing }: { existing: EditableList | undefined }) {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const location = useLocation();
  const [form, setForm] = useState<ListForm>(() => initialForm(existing, location.state));
  const errors = useFormErrors(FIELDS, {
    // Over quota (403) and other refusals carry the server's message.
    onOtherError: (error) => showErrorToast(error),
  });
  const save = useSaveList(existing);
  const remove = useDeleteList();

  const set = <K extends keyof ListForm>(field: K, value: ListForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (field !== 'items') errors.clear(field as (typeof FIELDS)[number]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    save.mutate(form, {
      onSuccess: (list) => {
        toast(existing ? 'List updated' : 'List created');
        navigate(listUrl(list));
      },
      onError: errors.setFromError,
    });
  };

  const deleteList = async () => {
    if (!existing) return;
    const confirmed = await confirmAction({
      title: 'Delete list',
      body: 'Are you sure you want to delete this list? This cannot be undone.',
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    remove.mutate(existing.list.id, {
      onSuccess: () => {
        toast('List deleted');
        navigate('/lists');
      },
      onError: (error) => showErrorToast(error),
    });
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 36 }, mb: 3 }}>
        <Trans message={existing ? 'Edit list' : 'New list'} />
      </Typography>
      <Box component="form" onSubmit={submit}>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5 }}>
          <TextField
            {...errors.fieldProps('name')}
            label={trans('Name')}
            value={form.name}
            onChange={(event) => set('name', event.target.value)}
            required
            fullWidth
            autoFocus={!existing}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            {...errors.fieldProps('description')}
            label={trans('Description')}
            value={form.description}
            onChange={(event) => set('description', event.target.value)}
            fullWidth
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={form.public}
                  onChange={(event) => set('public', event.target.checked)}
                />
              }
              label={trans('Public')}
            />
            <Typography variant="body2" color="text.secondary">
              <Trans
                message={form.public ? 'Anyone can see this list.' : 'Only you can see this list.'}
              />
            </Typography>
          </Box>
        </Box>

        <Box component="section" aria-labelledby="list-editor-titles" sx={{ mt: 4 }}>
          <Typography
            id="list-editor-titles"
            component="h2"
            sx={{ fontWeight: 700, fontSize: 20, mb: 2 }}
          >
            <Trans message="Titles" />
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500, ml: 1 }}>
              {form.items.length}
            </Box>
          </Typography>
          <TitleSearchCombobox
            excludeIds={form.items.map((item) => item.id)}
            onSelect={(title) => set('items', addItem(form.items, title))}
          />
          {errors.errors.title_ids ? (
            <Typography color="error" variant="body2" sx={{ mt: 1 }} role="alert">
              {trans(errors.errors.title_ids)}
            </Typography>
          ) : null}
          <Box sx={{ mt: 2 }}>
            {form.items.length ? (
              <ListEditorItems
                items={form.items}
                onChange={(items) => set('items', items)}
                onRemove={(item) => set('items', removeItem(form.items, item.id))}
              />
            ) : (
              <Typography
                color="text.secondary"
                sx={{
                  py: 4,
                  textAlign: 'center',
                  border: 1,
                  borderStyle: 'dashed',
                  borderColor: 'divider',
                  borderRadius: 2,
                }}
              >
                <Trans message="Search for titles above to add them to this list." />
              </Typography>
            )}
          </Box>
        </Box>

        <Box
          sx={{
            display: 'flex',
            gap: 1,
            mt: 4,
            pt: 3,
            borderTop: 1,
            borderColor: 'divider',
            flexWrap: 'wrap',
            alignItems: 'center',
          }}
        >
          {existing ? (
            <Button
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => void deleteList()}
              disabled={remove.isPending}
            >
              <Trans message="Delete list" />
            </Button>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
            <Button component={RouterLink} to={existing ? listUrl(existing.list) : '/lists'}>
              <Trans message="Cancel" />
            </Button>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              <Trans message={existing ? 'Save' : 'Create list'} />
            </Button>
          </Box>
        </Box>
      </Box>
    </Container>
  );
}

function EditorSkeleton() {
  const { trans } = useTrans();
  return (
    <Container
      maxWidth="md"
      sx={{ py: { xs: 3, md: 5 } }}
      role="status"
      aria-label={trans('Loading')}
    >
      <Skeleton variant="text" sx={{ fontSize: { xs: 28, md: 36 }, width: 200, mb: 3 }} />
      <Skeleton variant="rounded" sx={{ height: 56, mb: 2.5 }} />
      <Skeleton variant="rounded" sx={{ height: 100, mb: 2.5 }} />
      <Skeleton variant="rounded" sx={{ height: 38, width: 140, mb: 4 }} />
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} variant="rounded" sx={{ height: 72, mb: 1 }} />
      ))}
    </Container>
  );
}
