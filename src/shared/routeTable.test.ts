import { describe, expect, it } from 'vitest';
import { articleFirstScreenUrl } from './articlePage';
import { HOME_FIRST_SCREEN_URL, firstScreenUrl, scheduleFirstScreenUrl } from './firstScreens';
import { gameFirstScreenUrl } from './gamePage';
import { firstScreenOf, matchPublicRoute, parseQuery } from './routeTable';
import { schoolFirstScreenUrl } from './schoolPage';

describe('the public route table', () => {
  it.each([
    ['/', '/', undefined],
    ['/schools', '/schools', undefined],
    ['/schools/', '/schools', undefined],
    ['/Schools', '/schools', undefined],
    ['/schools/s%201', '/schools/:id', 's 1'],
    ['/sports', '/sports', undefined],
    ['/schedule/', '/schedule', undefined],
    ['/articles', '/articles/:id?', undefined],
    ['/articles/a1', '/articles/:id?', 'a1'],
    ['/games/g1/', '/games/:id', 'g1'],
    ['/search', '/search', undefined],
  ])('%s is %s (id %s)', (pathname, path, id) => {
    expect(matchPublicRoute(pathname)).toEqual({ route: expect.objectContaining({ path }), ...(id === undefined ? {} : { id }) });
  });

  it('matches no other page, and no id that does not decode', () => {
    for (const pathname of ['/admin', '/login', '/games', '/games/a/b', '/schoolsx', '/nope', '/schools/%E0%A4%A']) expect(matchPublicRoute(pathname), pathname).toBeNull();
  });

  it("gives each page's first screen: by id for a shared page, by query for /schedule; none for /sports and /search", () => {
    expect(firstScreenOf('/')).toBe(HOME_FIRST_SCREEN_URL);
    expect(firstScreenOf('/schools')).toBe(firstScreenUrl('schools'));
    expect(firstScreenOf('/schools/s 1')).toBe(schoolFirstScreenUrl('s 1'));
    expect(firstScreenOf('/articles')).toBe(firstScreenUrl('articles'));
    expect(firstScreenOf('/articles/a1')).toBe(articleFirstScreenUrl('a1'));
    expect(firstScreenOf('/games/g1')).toBe(gameFirstScreenUrl('g1'));
    expect(firstScreenOf('/schedule')).toBe(firstScreenUrl('schedule'));
    expect(firstScreenOf('/schedule', 'date=2026-11-28')).toBe(scheduleFirstScreenUrl('2026-11-28'));
    expect(firstScreenOf('/schedule', 'sport=Football')).toBe(scheduleFirstScreenUrl(null, 'football'));
    // A day that is not one, a sport not in the catalog: today's, every sport.
    expect(firstScreenOf('/schedule', 'date=2026-13-01')).toBe(firstScreenUrl('schedule'));
    expect(firstScreenOf('/schedule', 'sport=quidditch')).toBe(firstScreenUrl('schedule'));
    expect(firstScreenOf('/sports')).toBeNull();
    expect(firstScreenOf('/search')).toBeNull();
    expect(firstScreenOf('/admin')).toBeNull();
  });
});

describe('parseQuery', () => {
  it('reads the first value of each name, decoded, and skips what does not decode', () => {
    const query = parseQuery('?date=2026-11-28&sport=boys+soccer&sport=golf&bad=%E0%A4%A&empty&x=a%26b');
    expect(Object.fromEntries(query)).toEqual({ date: '2026-11-28', sport: 'boys soccer', empty: '', x: 'a&b' });
  });
});
