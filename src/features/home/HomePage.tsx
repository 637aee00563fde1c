import { Suspense, lazy, useId } from 'react';
import { useFollowsAny } from '../../data/myTeams';
import { usePageTitle } from '../../ui/usePageTitle';
import { LatestNews } from './LatestNews';
import { LeadersCarousel } from './LeadersCarousel';
import { LEAGUE_TILES } from './leagues';
import { ScoresColumn } from './ScoresColumn';
import { WelcomeDialog } from './WelcomeDialog';
import './home.css';

// Issue 17: the followed teams' card is a chunk of its own, asked for only on a device that follows a
// team (a first visit follows none); the page paints without it, a placeholder holding its place.
const MyTeamsCard = lazy(() => import('./MyTeamsCard'));

/** Home (docs/product/screens.md §2): my teams, news, scores, divisional leaders, the leagues and the mission, all read from the device. */
export function HomePage() {
  usePageTitle('');
  const leaguesId = useId();
  const missionId = useId();
  const following = useFollowsAny();
  return (
    <div className="page home">
      <div className="home__intro">
        <h1 className="page__title home__title">Long Island high school sports</h1>
        <p className="page__intro">Scores, standings, schedules and news from every member school.</p>
      </div>
      <div className="home__grid">
        {following ? (
          <Suspense fallback={<div className="home-card my-teams" />}>
            <MyTeamsCard />
          </Suspense>
        ) : null}
        <LatestNews />
        <ScoresColumn />
        <LeadersCarousel />
        <section className="home-card leagues" aria-labelledby={leaguesId}>
          <h2 id={leaguesId} className="home-card__title">
            Around the Leagues
          </h2>
          <ul className="leagues__grid">
            {LEAGUE_TILES.map((tile) => (
              <li key={tile.family} className="league-tile">
                <img src={tile.image} alt="" width="48" height="48" className="league-tile__image" />
                <span className="league-tile__name">{tile.name}</span>
                <span className="league-tile__soon">Coming Soon</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="home-card mission" aria-labelledby={missionId}>
          <h2 id={missionId} className="home-card__title">
            Our Mission
          </h2>
          <p>
            The Long Island Athletic Association brings member high schools together for fair, safe and spirited
            competition. We schedule the seasons, keep the standings and share every result, so that students, families
            and fans can follow the teams they care about.
          </p>
          <p>
            We believe school sports teach teamwork, discipline and respect, on the field and off it, and we work to make
            every season one that athletes are proud of.
          </p>
        </section>
      </div>
      <WelcomeDialog />
    </div>
  );
}
