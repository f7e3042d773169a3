/** What every page type's head builder shares: the context, templates and images. */
import type { PageHead } from '../../render/head-tags';
import type { SiteSettings } from '../settings';
import { absoluteImage } from './seo-format';
import { DESCRIPTION_LENGTH, renderTemplate, type SeoPageType } from './seo-templates';

export interface HeadContext {
  appUrl: string;
  settings: SiteSettings;
}

/** Title and description from the page type's templates in the `seo` settings. */
export function fromTemplate(
  ctx: HeadContext,
  type: SeoPageType,
  values: Record<string, unknown>,
): Pick<PageHead, 'title' | 'description'> {
  const { branding, seo } = ctx.settings;
  const context = {
    site_name: branding.site_name,
    site_description: branding.site_description,
    ...values,
  };
  const template = seo[type];
  return {
    title: renderTemplate(template.title, context) || branding.site_name,
    description:
      renderTemplate(template.description, context, { maxLength: DESCRIPTION_LENGTH }) ||
      branding.site_description,
  };
}

/** The first image that is set, as an absolute URL. */
export const image = (ctx: HeadContext, ...candidates: Array<string | null | undefined>) => {
  const found = candidates.find(Boolean);
  return absoluteImage(ctx.appUrl, found);
};

/** 'Name - Site name' for pages without a template of their own. */
export const siteTitle = (ctx: HeadContext, name: string) =>
  `${name} - ${ctx.settings.branding.site_name}`;
