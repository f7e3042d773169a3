/**
 * What changed in the catalogue. Public answers cached in process (title pages, channel pages,
 * search answers) drop what it touches, so an admin's edit shows on the public site at once.
 */
export interface ContentChange {
  /**
   * Titles whose page, card or search entry changed: their own fields, or a season, episode,
   * credit, image, video, genre or keyword of theirs.
   */
  titleIds?: number[];
  /** People whose page, card or search entry changed (the title pages crediting them change too). */
  personIds?: number[];
  /** A genre or keyword was renamed, merged or deleted: every title showing it changed. */
  taxonomy?: boolean;
  /** News articles written, edited, published or deleted (their pages, channels and search). */
  newsIds?: number[];
  /** A channel, its items or the homepage's order changed (every cached channel page). */
  channels?: boolean;
}

export type ContentChangeListener = (change: ContentChange) => void;

/**
 * The in-process channel catalogue writes are announced on. Listeners run synchronously, after
 * the write has committed; the composition root subscribes the caches.
 */
export class ContentChanges {
  private readonly listeners: ContentChangeListener[] = [];

  subscribe(listener: ContentChangeListener): void {
    this.listeners.push(listener);
  }

  publish(change: ContentChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
