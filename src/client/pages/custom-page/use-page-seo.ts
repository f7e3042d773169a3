import { useEffect } from 'react';
import type { SeoTag } from '@common/api/pages';

const MANAGED = 'data-page-seo';

function metaSelector(tag: Extract<SeoTag, { nodeName: 'meta' }>): string {
  return tag.property ? `meta[property="${tag.property}"]` : `meta[name="${tag.name ?? ''}"]`;
}

/** Applies the page's title and meta tags while it is shown, restoring the title afterwards. */
export function usePageSeo(tags: SeoTag[] | undefined, enabled: boolean) {
  useEffect(() => {
    if (!tags || !enabled) return;
    const previousTitle = document.title;
    const added: HTMLMetaElement[] = [];
    for (const tag of tags) {
      if (tag.nodeName === 'title') {
        document.title = tag._text;
        continue;
      }
      let element = document.head.querySelector<HTMLMetaElement>(metaSelector(tag));
      if (!element) {
        element = document.createElement('meta');
        if (tag.property) element.setAttribute('property', tag.property);
        else if (tag.name) element.name = tag.name;
        element.setAttribute(MANAGED, '');
        document.head.append(element);
        added.push(element);
      }
      element.content = tag.content;
    }
    return () => {
      document.title = previousTitle;
      for (const element of added) element.remove();
    };
  }, [tags, enabled]);
}
