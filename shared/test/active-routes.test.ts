import {
  RouteTable,
  alternates,
  breadcrumbTrail,
  buildPath,
  getPage,
  hasPage,
  matchPath,
  navigation,
  onRouteTableChange,
  pageTitle,
  pagesOwnedBy,
  resolveAlias,
  routeTable,
  setRouteTable,
  switchLocale,
  type PageDefinition,
} from '../src/routes';
import { siteRoutes } from './site-routes';

// A manifest of the test's own, unlike the site's, so every answer below can only come from it.
const PAGES: PageDefinition[] = [
  {
    id: 'home',
    owner: 'shell',
    layout: 'default',
    auth: false,
    paths: { id: '/id', en: '/en' },
    titles: { id: 'Beranda', en: 'Home' },
  },
  {
    id: 'news',
    owner: 'mf-publication',
    layout: 'default',
    auth: false,
    nav: 'publication',
    paths: { id: '/id/berita', en: '/en/news' },
    titles: { id: 'Berita', en: 'News' },
    aliases: [{ locale: 'en', path: '/en/berita' }],
  },
  {
    id: 'story',
    owner: 'mf-publication',
    layout: 'default',
    auth: false,
    parent: 'news',
    paths: { id: '/id/berita/:slug', en: '/en/news/:slug' },
    titles: { id: 'Cerita', en: 'Story' },
  },
];

describe("the page's active route manifest", () => {
  afterEach(() => setRouteTable(siteRoutes()));

  it('answers every question from the manifest installed last', () => {
    const table = new RouteTable(PAGES);
    setRouteTable(table);
    expect(routeTable()).toBe(table);
    const match = matchPath('/en/news/flood');
    expect(match).toMatchObject({ page: { id: 'story' }, locale: 'en', params: { slug: 'flood' } });
    expect(resolveAlias('/en/berita')).toBe('/en/news');
    expect(hasPage('news')).toBe(true);
    expect(hasPage('about.overview')).toBe(false);
    expect(getPage('news').titles.en).toBe('News');
    expect(pagesOwnedBy('mf-publication').map((page) => page.id)).toEqual(['news', 'story']);
    expect(buildPath('story', 'id', { slug: 'banjir' })).toBe('/id/berita/banjir');
    expect(pageTitle('story', 'id')).toBe('Cerita');
    expect(switchLocale('/id/berita?page=2', 'en')).toBe('/en/news?page=2');
    expect(match && alternates(match)).toEqual([
      { locale: 'id', path: '/id/berita/flood' },
      { locale: 'en', path: '/en/news/flood' },
    ]);
    expect(breadcrumbTrail('story')).toEqual(['home', 'news', 'story']);
    expect(
      navigation()
        .find(({ group }) => group === 'publication')
        ?.pages.map((page) => page.id),
    ).toEqual(['news']);
  });

  it('tells each listener when the manifest changes, until it stops listening', () => {
    const heard: string[] = [];
    const stop = onRouteTableChange(() =>
      heard.push(
        routeTable()
          .pages.map((page) => page.id)
          .join(','),
      ),
    );
    setRouteTable(new RouteTable(PAGES));
    setRouteTable(new RouteTable(PAGES.slice(0, 1)));
    stop();
    setRouteTable(new RouteTable(PAGES));
    expect(heard).toEqual(['home,news,story', 'home']);
  });
});
