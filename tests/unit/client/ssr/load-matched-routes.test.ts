import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { loadMatchedRoutes } from '@client/ssr/load-matched-routes';

const TitlePage = () => null;
const PersonPage = () => null;

describe('loadMatchedRoutes', () => {
  it('loads the lazy modules of the matched routes only and puts them on the routes', async () => {
    const loadTitle = vi.fn(async () => ({ Component: TitlePage }));
    const loadPerson = vi.fn(async () => ({ Component: PersonPage }));
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'titles/:id', lazy: loadTitle },
          { path: 'people/:id', lazy: loadPerson },
        ],
      },
    ];
    await loadMatchedRoutes(routes, { pathname: '/films/titles/12' }, '/films');

    const [title, person] = routes[0]!.children!;
    expect(loadTitle).toHaveBeenCalledOnce();
    expect(title!.Component).toBe(TitlePage);
    expect(title!.lazy).toBeUndefined();
    expect(loadPerson).not.toHaveBeenCalled();
    expect(person!.lazy).toBe(loadPerson);
  });

  it('does nothing when nothing matches', async () => {
    const lazy = vi.fn(async () => ({ Component: TitlePage }));
    await loadMatchedRoutes([{ path: 'titles/:id', lazy }], { pathname: '/elsewhere' }, '/');
    expect(lazy).not.toHaveBeenCalled();
  });
});
