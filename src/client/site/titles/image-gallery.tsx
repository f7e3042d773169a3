import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Image } from '@common/catalogue/catalogue-types';
import { useTrans } from '@client/i18n/trans';
import { MediaImage } from '@client/site/shared/media-image';
import { PageSection } from './ui/page-section';
import { Scroller, type Responsive } from './ui/scroller';

/** The viewer (MUI Dialog and its modal machinery) loads on the first click only. */
const ImageLightbox = lazy(() =>
  import('./image-lightbox').then((module) => ({ default: module.ImageLightbox })),
);

const LANDSCAPE = new Set<Image['type']>(['backdrop', 'still']);

export const isLandscape = (image: Image) => LANDSCAPE.has(image.type);

/** The images a row shows: the landscape ones when there are any, else the portraits. */
export function rowImages(images: Image[]): Image[] {
  const landscape = images.filter(isLandscape);
  return landscape.length ? landscape : images;
}

function ImageButton({
  image,
  label,
  onOpen,
}: {
  image: Image;
  label: string;
  onOpen: () => void;
}) {
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={label}
      aria-haspopup="dialog"
      focusRipple
      sx={{
        display: 'block',
        width: '100%',
        borderRadius: 1,
        '& img': { transition: 'transform 200ms' },
        '&:hover img': { transform: 'scale(1.03)' },
        '&.Mui-focusVisible': {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      <MediaImage src={image.url} alt="" kind={image.type} />
    </ButtonBase>
  );
}

/** Image thumbnails (in a row or a grid) that open the lightbox. */
function useGallery(images: Image[], subject: string) {
  const { trans } = useTrans();
  const [index, setIndex] = useState<number | null>(null);
  const buttons = images.map((image, position) => (
    <ImageButton
      key={image.id}
      image={image}
      label={trans('View image :current of :total', {
        current: position + 1,
        total: images.length,
      })}
      onOpen={() => open(position)}
    />
  ));
  const [opened, setOpened] = useState(false);
  const open = (position: number) => {
    setOpened(true);
    setIndex(position);
  };
  const lightbox = opened ? (
    <Suspense fallback={null}>
      <ImageLightbox images={images} index={index} onChange={setIndex} subject={subject} />
    </Suspense>
  ) : null;
  return { buttons, lightbox };
}

const widthOf = (images: Image[]): Responsive =>
  images[0] && isLandscape(images[0]) ? { xs: 260, md: 320 } : { xs: 120, md: 150 };

/** A row of a page's images with a link to all of them. */
export function ImagesRow({
  images,
  subject,
  allUrl,
}: {
  images: Image[];
  subject: string;
  allUrl?: string;
}) {
  const { trans } = useTrans();
  const shown = rowImages(images);
  const { buttons, lightbox } = useGallery(shown, subject);
  if (!shown.length) return null;
  return (
    <PageSection
      title="Images"
      more={allUrl ? { to: allUrl, label: 'View all images' } : undefined}
    >
      <Scroller label={trans('Images')} itemWidth={widthOf(shown)}>
        {buttons}
      </Scroller>
      {lightbox}
    </PageSection>
  );
}

/** A responsive grid of images (posters 2–6 per row, landscape images 1–4 per row). */
export function ImageGrid({ images, subject }: { images: Image[]; subject: string }) {
  const { buttons, lightbox } = useGallery(images, subject);
  const landscape = images[0] ? isLandscape(images[0]) : false;
  return (
    <>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: landscape
            ? { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' }
            : {
                xs: 'repeat(2, 1fr)',
                sm: 'repeat(3, 1fr)',
                md: 'repeat(5, 1fr)',
                lg: 'repeat(6, 1fr)',
              },
          gap: 2,
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {buttons.map((button) => (
          <li key={button.key}>{button}</li>
        ))}
      </Box>
      {lightbox}
    </>
  );
}
