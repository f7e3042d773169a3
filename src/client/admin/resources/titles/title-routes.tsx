import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import type { CatalogueScope } from '@common/api/catalogue-scope';
import { CatalogueInsightsPage } from '../../insights';
import { TitleCommentsTab } from '../comments/title-comments-tab';
import { CreditsTab } from '../credits';
import { ImagesTab } from '../images';
import { TitleReviewsTab } from '../reviews/title-reviews-tab';
import { ScopedVideoCreate, ScopedVideoEdit, VideosTab } from '../videos';
import { TitleEditLayout } from './edit/title-edit-layout';
import { TitlePrimaryFactsTab } from './edit/title-edit-tabs';
import { TitleTaxonomyTab } from './taxonomy/title-taxonomy-tab';
import {
  EpisodeLayout,
  EpisodePrimaryFactsTab,
  SeasonEpisodesTab,
  SeasonLayout,
  SeasonsTab,
} from './seasons/season-tabs';

/** The scope named by the route params (:id, :season, :episode). */
export function useRouteScope(): CatalogueScope {
  const { id, season, episode } = useParams();
  return {
    titleId: Number(id),
    ...(season !== undefined ? { season: Number(season) } : {}),
    ...(episode !== undefined ? { episode: Number(episode) } : {}),
  };
}

function ScopedCredits({ kind }: { kind: 'cast' | 'crew' }) {
  return <CreditsTab scope={useRouteScope()} kind={kind} />;
}

function ScopedPage({
  page: Page,
}: {
  page: (props: { scope: CatalogueScope }) => React.ReactNode;
}) {
  return <Page scope={useRouteScope()} />;
}

function TaxonomyTab({ kind }: { kind: 'genres' | 'keywords' | 'countries' }) {
  return <TitleTaxonomyTab kind={kind} titleId={useRouteScope().titleId} />;
}

function TitleTab({ tab: Tab }: { tab: (props: { titleId: number }) => React.ReactNode }) {
  return <Tab titleId={useRouteScope().titleId} />;
}

/** Video pages and insights of a title, a season or an episode (paths after the scope). */
function scopePages(prefix: string) {
  return [
    <Route
      key="new"
      path={`${prefix}videos/new`}
      element={<ScopedPage page={ScopedVideoCreate} />}
    />,
    <Route
      key="edit"
      path={`${prefix}videos/:videoId/edit`}
      element={<ScopedPage page={ScopedVideoEdit} />}
    />,
    <Route
      key="insights"
      path={`${prefix}insights`}
      element={<ScopedPage page={CatalogueInsightsPage} />}
    />,
  ];
}

/**
 * Everything under /admin/titles/{titleId}: the edit page's tabs (each its own URL, so a reload
 * or a shared link opens it), a season's and an episode's tabs within it, and the video pages
 * and insights of the title, its seasons and episodes.
 */
export function TitleRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="edit/primary-facts" replace />} />
      <Route path="edit" element={<TitleEditLayout />}>
        <Route index element={<Navigate to="primary-facts" replace />} />
        <Route path="primary-facts" element={<TitlePrimaryFactsTab />} />
        <Route path="reviews" element={<TitleTab tab={TitleReviewsTab} />} />
        <Route path="comments" element={<TitleTab tab={TitleCommentsTab} />} />
        <Route path="images" element={<ScopedPage page={ImagesTab} />} />
        <Route path="genres" element={<TaxonomyTab kind="genres" />} />
        <Route path="keywords" element={<TaxonomyTab kind="keywords" />} />
        <Route path="countries" element={<TaxonomyTab kind="countries" />} />
        <Route path="cast" element={<ScopedCredits kind="cast" />} />
        <Route path="crew" element={<ScopedCredits kind="crew" />} />
        <Route path="videos" element={<ScopedPage page={VideosTab} />} />
        <Route path="seasons" element={<SeasonsTab />} />
        <Route path="seasons/:season" element={<SeasonLayout />}>
          <Route index element={<Navigate to="episodes" replace />} />
          <Route path="episodes" element={<SeasonEpisodesTab />} />
          <Route path="cast" element={<ScopedCredits kind="cast" />} />
          <Route path="crew" element={<ScopedCredits kind="crew" />} />
          <Route path="videos" element={<ScopedPage page={VideosTab} />} />
          <Route path="episodes/:episode" element={<EpisodeLayout />}>
            <Route index element={<Navigate to="primary-facts" replace />} />
            <Route path="primary-facts" element={<EpisodePrimaryFactsTab />} />
            <Route path="cast" element={<ScopedCredits kind="cast" />} />
            <Route path="crew" element={<ScopedCredits kind="crew" />} />
            <Route path="videos" element={<ScopedPage page={VideosTab} />} />
          </Route>
        </Route>
      </Route>
      {scopePages('')}
      {scopePages('seasons/:season/')}
      {scopePages('seasons/:season/episodes/:episode/')}
    </Routes>
  );
}
