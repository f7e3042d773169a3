import type { AdminTaxonomyKind } from './taxonomy-record';

/** The English texts that differ between genres and keywords (translated where shown). */
export const TAXONOMY_TEXTS: Record<
  AdminTaxonomyKind,
  {
    title: string;
    create: string;
    edit: string;
    merge: string;
    merged: string;
    mergeHelp: string;
  }
> = {
  genres: {
    title: 'Genres',
    create: 'New genre',
    edit: 'Edit genre',
    merge: 'Merge genres',
    merged: 'Genres merged',
    mergeHelp:
      'Every title of the other selected genres gets the genre you keep; the others are deleted.',
  },
  keywords: {
    title: 'Keywords',
    create: 'New keyword',
    edit: 'Edit keyword',
    merge: 'Merge keywords',
    merged: 'Keywords merged',
    mergeHelp:
      'Every title of the other selected keywords gets the keyword you keep; the others are deleted.',
  },
};
