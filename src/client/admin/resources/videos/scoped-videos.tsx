import type { CatalogueScope } from '@common/api/catalogue-scope';

/** PLACEHOLDER (helper C replaces it): the videos of a title, season or episode. */
export function VideosTab(_props: { scope: CatalogueScope }) {
  return null;
}

/** PLACEHOLDER (helper C): /admin/titles/{id}[/seasons/{s}[/episodes/{e}]]/videos/new. */
export function ScopedVideoCreate(_props: { scope: CatalogueScope }) {
  return null;
}

/** PLACEHOLDER (helper C): …/videos/{videoId}/edit (the video id is the route's :videoId). */
export function ScopedVideoEdit(_props: { scope: CatalogueScope }) {
  return null;
}
