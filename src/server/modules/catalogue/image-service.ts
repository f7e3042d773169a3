import type { Image } from '@common/catalogue/catalogue-types';
import type { ImageModelType } from './catalogue-tables';
import type { ImageRepository } from './image-repository';

/** Images of titles, seasons, episodes and people (the people module reads them through this). */
export class ImageService {
  constructor(private readonly images: ImageRepository) {}

  /** A model's images by type, then their order (at most a page's worth). */
  forModel(type: ImageModelType, id: number): Promise<Image[]> {
    return this.images.forModel(type, id);
  }
}
