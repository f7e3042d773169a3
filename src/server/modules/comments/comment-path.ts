/**
 * The materialised thread path of a comment: the ids of its root, of every ancestor and of the
 * comment itself, each zero-padded to the same width and joined by '.', so that sorting by path
 * gives a thread in reading order (a reply right after its parent, siblings oldest first).
 */
export const COMMENT_PATH_WIDTH = 10;

/** Replies nest at most this deep (a root comment has depth 0): five levels in all. */
export const MAX_COMMENT_DEPTH = 4;

export const pathSegment = (id: number) => String(id).padStart(COMMENT_PATH_WIDTH, '0');

export const commentPath = (parentPath: string | null, id: number) =>
  parentPath ? `${parentPath}.${pathSegment(id)}` : pathSegment(id);

/** The ids along a path, root first. */
export const pathIds = (path: string) => path.split('.').map(Number);
