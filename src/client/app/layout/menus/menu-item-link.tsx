import type { AnchorHTMLAttributes, Ref } from 'react';
import { NavLink } from 'react-router';
import type { MenuItem } from '@common/menus/menu';
import { useBootstrapData } from '../../bootstrap-store';
import { siteUrl } from '../site-url';

export interface MenuItemLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  item: MenuItem;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The anchor behind every menu entry, for use as an MUI `component`: 'route' items navigate
 * inside the app (NavLink marks the current page with aria-current), 'link' items are plain
 * anchors, opened in a new tab without opener access when the target is _blank.
 */
export function MenuItemLink({ item, ref, ...props }: MenuItemLinkProps) {
  const { base_path } = useBootstrapData();
  const blank = item.target === '_blank';
  const targetProps = blank ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (item.type === 'route') {
    return (
      <NavLink ref={ref} to={item.action} end={item.action === '/'} {...targetProps} {...props} />
    );
  }
  return <a ref={ref} href={siteUrl(item.action, base_path)} {...targetProps} {...props} />;
}
