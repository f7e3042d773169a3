import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  useCreate,
  useDelete,
  useGetList,
  useGetOne,
  useNotify,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import type { AdminImageRecord } from '@common/api/admin-images';
import type { CatalogueScope } from '@common/api/catalogue-scope';
import type { TitleCard } from '@common/catalogue/catalogue-types';
import { apiClient } from '@client/http/api-client';
import { useTrans } from '@client/i18n/trans';
import { SortableList } from '../../sortable/sortable-list';
import { useOptimisticOrder } from '../../sortable/use-optimistic-order';
import { ImageAddBar } from './image-add-bar';
import { ImageTile, type TitleArt } from './image-tile';
import { currentArt } from './image-art';

type TitleArtRecord = RaRecord & Partial<Pick<TitleCard, 'poster' | 'backdrop'>>;

/** How many images the tab lists (the API's largest page). */
const IMAGES_PAGE = 100;

/**
 * A title's (or season's, episode's) gallery: upload or add images, set the title's poster and
 * backdrop from them, remove with undo, reorder by drag, keyboard or move buttons.
 */
export function ImagesTab({ scope }: { scope: CatalogueScope }) {
  const { trans } = useTrans();
  const notify = useNotify();
  const isTitle = scope.season === undefined;
  const { data, isPending, error, refetch } = useGetList<AdminImageRecord>('images', {
    filter: scope,
    pagination: { page: 1, perPage: IMAGES_PAGE },
    sort: { field: 'order', order: 'ASC' },
  });
  const { data: title } = useGetOne<TitleArtRecord>(
    'titles',
    { id: scope.titleId },
    { enabled: isTitle },
  );
  const [create] = useCreate();
  const [update] = useUpdate<TitleArtRecord>();
  const [deleteOne] = useDelete<AdminImageRecord>();
  const { ordered, reorder, saving } = useOptimisticOrder(
    data ?? [],
    (ids) => apiClient.post('admin/images/reorder', { ...scope, ids }),
    refetch,
  );
  const nameOf = (image: AdminImageRecord) =>
    trans('Image :number', { number: ordered.indexOf(image) + 1 });

  const add = async (url: string) => {
    try {
      await create('images', { data: { ...scope, url } }, { returnPromise: true });
      await refetch();
      return true;
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : trans('The image could not be added.'), {
        type: 'error',
      });
      return false;
    }
  };

  const setArt = (image: AdminImageRecord, art: TitleArt) =>
    update(
      'titles',
      { id: scope.titleId, data: { [art]: image.url }, previousData: title },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(art === 'poster' ? trans('Poster set.') : trans('Backdrop set.'), {
            type: 'success',
          }),
        onError: (failure) =>
          notify(
            failure instanceof Error ? failure.message : trans('The title could not be saved.'),
            {
              type: 'error',
            },
          ),
      },
    );

  const remove = (image: AdminImageRecord) =>
    deleteOne(
      'images',
      { id: image.id, previousData: image },
      {
        mutationMode: 'undoable',
        onSuccess: () => notify(trans('Image removed.'), { type: 'info', undoable: true }),
        onError: (failure) =>
          notify(
            failure instanceof Error ? failure.message : trans('The image could not be removed.'),
            {
              type: 'error',
            },
          ),
      },
    );

  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {trans('Images')}
      </Typography>
      <ImageAddBar onAdd={add} />
      {isPending || saving ? <LinearProgress sx={{ mb: 1 }} /> : null}
      {error ? <Alert severity="error">{trans('The images could not be loaded.')}</Alert> : null}
      {!isPending && !error && ordered.length === 0 ? (
        <Typography color="text.secondary">{trans('No images yet.')}</Typography>
      ) : null}
      {ordered.length ? (
        <SortableList
          layout="grid"
          label={trans('Images')}
          items={ordered}
          onReorder={(ids) => void reorder(ids)}
          describe={nameOf}
          disabled={saving}
          renderItem={(image, controls) => (
            <ImageTile
              image={image}
              name={nameOf(image)}
              controls={controls}
              current={isTitle ? currentArt(title, image.url) : []}
              onSetArt={isTitle ? (art) => setArt(image, art) : undefined}
              onDelete={() => remove(image)}
            />
          )}
        />
      ) : null}
    </Box>
  );
}
