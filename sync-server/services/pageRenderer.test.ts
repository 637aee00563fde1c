import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SchoolsFirstScreen } from '../../src/shared/firstScreens';
import type { ArticleDoc } from '../../src/shared/schemas/articles.schema';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import type { RenderPage } from './pageRenderer';
import { createPageRenderer } from './pageRenderer';

const GAME: GameDoc = {
  id: 'game 1', sport: 'football', time: '2026-09-04T23:00:00.000Z', homeSchoolName: 'Ashford', awayName: 'Brookline', homeSchoolId: 'a',
  location: 'Ashford Field', status: 'FINAL', score: { home: { final: 21 }, away: { final: 14 } }, updatedAt: 1,
};
const ARTICLE: ArticleDoc = { id: 'news 1', title: 'Opening night', date: '2026-09-01', category: 'News', excerpt: 'The season starts.', content: 'Friday.', archived: false, updatedAt: 1 };

// The renderer's bookkeeping with a stand-in for React (the real render: tests/integration/server-rendered-pages).
const SCHOOL = { school: { id: 'a', name: 'Ashford', location: 'Ashford', sports: [] }, games: [], opponents: [] };

function setup(renderPage: RenderPage = async (path, screens) => `${path} ${JSON.stringify(screens)}`) {
  let schools: SchoolsFirstScreen = { schools: [{ id: 'a', name: 'Ashford', location: 'Ashford' }] };
  const render = vi.fn(renderPage);
  const renderer = createPageRenderer({
    home: { get: async () => ({ finals: [], featuredScores: [], featuredGames: [], article: null }) },
    firstScreens: {
      schools: async () => schools,
      articles: async () => ({ count: 0, articles: [] }),
      schedule: async () => ({ live: [], finals: [], upcoming: [], upcomingCount: 0, sports: [] }),
      article: async (id: string) => (id === 'news 1' ? { article: ARTICLE } : null),
      game: async (id: string) => (id === 'game 1' ? { game: GAME, teams: { home: { name: 'Ashford', schoolId: 'a' }, away: { name: 'Brookline' } } } : null),
      school: async (id: string) => (id === 'a' ? SCHOOL : null),
    },
    load: async () => render,
  });
  return { renderer, render, changeSchools: () => (schools = { schools: [] }) };
}

afterEach(() => vi.restoreAllMocks());

describe('createPageRenderer', () => {
  it('renders the pages with a first screen from it, and no other page', async () => {
    const { renderer } = setup();
    expect(await renderer.render('/schools/')).toEqual({
      html: '/schools {"/api/first/schools":{"schools":[{"id":"a","name":"Ashford","location":"Ashford"}]}}',
      firstScreens: { '/api/first/schools': { schools: [{ id: 'a', name: 'Ashford', location: 'Ashford' }] } },
    });
    expect((await renderer.render('/'))?.firstScreens).toHaveProperty(['/api/home']);
    expect((await renderer.render('/articles'))?.firstScreens).toHaveProperty(['/api/first/articles']);
    expect((await renderer.render('/schedule'))?.firstScreens).toHaveProperty(['/api/first/schedule']);
    for (const path of ['/admin', '/__proto__', '/constructor']) expect(await renderer.render(path), path).toBeNull();
  });

  it("renders an article's own page from that article, and no page for an unknown one", async () => {
    const { renderer } = setup();
    expect((await renderer.render('/articles/news%201'))?.firstScreens).toEqual({ '/api/first/article/news%201': { article: ARTICLE } });
    expect(await renderer.render('/articles/missing')).toBeNull();
    expect(await renderer.render('/articles/%E0%A4%A')).toBeNull();
  });

  it("renders a school's own page from its first screen (issue 38), and no page for an unknown one", async () => {
    const { renderer } = setup();
    expect((await renderer.render('/schools/a'))?.firstScreens).toEqual({ '/api/first/school/a': SCHOOL });
    expect(await renderer.render('/schools/missing')).toBeNull();
    expect(await renderer.render('/schools/%E0%A4%A')).toBeNull();
  });

  it("renders a game's own page from that game and its teams, and no page for an unknown one", async () => {
    const { renderer } = setup();
    expect((await renderer.render('/games/game%201'))?.firstScreens).toEqual({
      '/api/first/game/game%201': { game: GAME, teams: { home: { name: 'Ashford', schoolId: 'a' }, away: { name: 'Brookline' } } },
    });
    expect(await renderer.render('/games/missing')).toBeNull();
    expect(await renderer.render('/games/%E0%A4%A')).toBeNull();
    expect(await renderer.render('/games/game%201/more')).toBeNull();
  });

  it('renders a page once per answer of its first screen: again only when its data changed', async () => {
    const { renderer, render, changeSchools } = setup();
    await Promise.all([renderer.render('/schools'), renderer.render('/schools'), renderer.render('/schools')]);
    expect(render).toHaveBeenCalledTimes(1);
    changeSchools();
    expect((await renderer.render('/schools'))?.html).toBe('/schools {"/api/first/schools":{"schools":[]}}');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('sends a page unrendered when its render fails, saying so once per answer', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { renderer, render } = setup(async () => {
      throw new Error('a component broke');
    });
    expect(await renderer.render('/schools')).toBeNull();
    expect(await renderer.render('/schools')).toBeNull();
    expect(render).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('sends every page unrendered when the renderer cannot be loaded (no module hooks), saying so once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const renderer = createPageRenderer({
      home: { get: async () => ({ finals: [], featuredScores: [], featuredGames: [], article: null }) },
      firstScreens: { schools: async () => ({ schools: [] }), articles: async () => ({ count: 0, articles: [] }), schedule: async () => ({ live: [], finals: [], upcoming: [], upcomingCount: 0, sports: [] }), article: async () => null, game: async () => null, school: async () => null },
      load: async () => {
        throw new Error('Unknown file extension ".css"');
      },
    });
    expect(await renderer.render('/')).toBeNull();
    expect(await renderer.render('/schools')).toBeNull();
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
