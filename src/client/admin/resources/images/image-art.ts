import type { TitleCard } from '@common/catalogue/catalogue-types';
import type { TitleArt } from './image-tile';

/** Which of the title's poster and backdrop an image's url is now. */
export function currentArt(
  title: Partial<Pick<TitleCard, 'poster' | 'backdrop'>> | undefined,
  url: string,
): TitleArt[] {
  const art: TitleArt[] = [];
  if (title?.poster && title.poster === url) art.push('poster');
  if (title?.backdrop && title.backdrop === url) art.push('backdrop');
  return art;
}
