import { expect, test } from './fixtures';
import { expectSameDocument, markDocument } from './lookChecks';
import { HomePage } from './pages/HomePage';
import { putDoc, updateDoc } from './serverDocs';
import { divisionsDocId } from '../../src/shared/schemas/divisions.schema';
import { currentSeason } from '../../src/shared/standings/season';

// An empty store of its own: the spec's empty states first, then changes written by another device.
test.use({ serverKey: 'home-live' });

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

test('starts with the empty states, then shows what another device writes, without a reload', async ({ page, server }) => {
  const home = new HomePage(page);
  await home.goto();
  await expect(home.scores).toContainText('No final scores available');
  await expect(home.scores.getByRole('heading', { name: 'Featured' })).toHaveCount(0);
  await expect(home.newsArticle.getByRole('heading', { name: 'Welcome to the LIAA Sports Hub' })).toBeVisible();
  await home.showLeaders();
  await expect(home.leaders).toContainText('No standings yet this season.');
  await markDocument(page);

  // A final score arrives, then a correction, then a newer game that goes on top.
  const game = {
    id: 'home-live-g1',
    sport: 'soccer-boys',
    homeSchoolName: 'Harbor High',
    awayName: 'Valley Prep',
    time: hoursAgo(30),
    location: 'Harbor Field',
    status: 'FINAL',
    score: { home: { final: 2 }, away: { final: 1 } },
  };
  await putDoc(server, 'games', game);
  await expect(home.finalScores).toHaveCount(1);
  const harbor = home.finalScore('Harbor High');
  await expect(harbor.locator('.score-line').first()).toHaveText(/Harbor High\s*2/);
  await expect(harbor).toContainText('Boys Soccer');
  await updateDoc<typeof game & { _rev: string }>(server, 'games', game.id, (doc) => ({
    ...doc,
    score: { home: { final: 3 }, away: { final: 1 } },
  }));
  await expect(harbor.locator('.score-line').first()).toHaveText(/Harbor High\s*3/);

  await putDoc(server, 'games', { ...game, id: 'home-live-g2', homeSchoolName: 'Cedar Point', awayName: 'Oak Ridge', time: hoursAgo(3) });
  await expect(home.finalScores).toHaveCount(2);
  await expect(home.finalScores.first()).toContainText('Cedar Point');
  // A game that is not FINAL stays off the list.
  await putDoc(server, 'games', { ...game, id: 'home-live-g3', homeSchoolName: 'Bay Shore', awayName: 'Elm Grove', time: hoursAgo(1), status: 'LIVE', score: { home: { final: 0 }, away: { final: 0 } } });

  // Featured: the LIVE game follows its scoreboard.
  await putDoc(server, 'featuredScores', {
    id: 'home-live-f1', gameId: 'home-live-g3', schoolName: 'Bay Shore', opponent: 'Elm Grove', homeScore: 0, awayScore: 0, status: 'LIVE', order: 1,
  });
  await expect(home.featuredScores).toHaveCount(1);
  await expect(home.featuredScores.first()).toContainText('LIVE');
  await updateDoc<typeof game & { _rev: string }>(server, 'games', 'home-live-g3', (doc) => ({
    ...doc,
    score: { home: { final: 1 }, away: { final: 0 } },
  }));
  await expect(home.featuredScores.first().locator('.score-line').first()).toHaveText(/Bay Shore\s*1/);
  await expect(home.finalScores).toHaveCount(2);

  // News: the newest article replaces the welcome; its text is text, never HTML.
  await putDoc(server, 'articles', {
    id: 'home-live-a1',
    title: 'Harbor takes the derby',
    // Today: a fan's device holds this season's articles (docs/design/sync.md §13).
    date: localToday(),
    category: 'Sports',
    excerpt: 'A late goal settles it.',
    content: '<img src=x onerror="window.__injected=1">First paragraph.\n\nSecond paragraph.',
    archived: false,
  });
  await expect(home.newsArticle.getByRole('heading', { name: 'Harbor takes the derby' })).toBeVisible();
  await home.newsToggle.click();
  await expect(home.newsArticle).toContainText('<img src=x onerror="window.__injected=1">First paragraph.');
  await expect(home.newsArticle.locator('.news__content img')).toHaveCount(0);

  // Standings: this season's divisions are set up with the two schools of the final above (typed by name,
  // it counts for the schools of those names), and Harbor leads its division without a reload.
  const season = currentSeason();
  await putDoc(server, 'schools', { id: 'home-live-s1', name: 'Harbor High', location: 'Harbor', sports: ['soccer-boys'] });
  await putDoc(server, 'schools', { id: 'home-live-s2', name: 'Valley Prep', location: 'Valley', sports: ['soccer-boys'] });
  await putDoc(server, 'divisions', {
    id: divisionsDocId('soccer-boys', season), sport: 'soccer-boys', season, tiebreakers: ['headToHead'],
    divisions: [{ key: 'division-1', name: 'Division 1', schoolIds: ['home-live-s1', 'home-live-s2'] }],
  });
  await home.showLeaders();
  await expect(home.leaderLinks).toHaveCount(1);
  await expect(home.leaderLinks.first()).toContainText('Harbor High');
  await expect(home.leaderLinks.first()).toContainText('1-0 · 100.0%');
  await expect(home.leaderLinks.first()).toHaveAttribute('href', '/sports?selectedSport=boys-soccer');

  await home.refresh.click();
  await expect(home.finalScores).toHaveCount(2);
  await expectSameDocument(page);
});

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
