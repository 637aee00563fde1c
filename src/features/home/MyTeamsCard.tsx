import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FollowedTeam } from '../../data/myTeams';
import { toggleFollow, useMyTeams } from '../../data/followedTeams';
import { teamsCalendarPath } from '../../shared/calendarLinks';
import { schoolLabel } from '../../shared/schoolLabel';
import { publicSportKey, sportName } from '../../shared/catalog/sports';
import { clockTime, shortDay } from '../../shared/dates';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { CalendarLink } from '../../ui/CalendarLink';
import { FollowButton } from '../../ui/FollowButton';
import { QueryState } from '../../ui/QueryState';
import { useMyTeamsData } from './myTeamsQueries';
import type { TeamView } from './myTeamsView';
import { teamViews } from './myTeamsView';
import { GameScoreCard } from './ScoreLines';

/**
 * Issue 17, My Teams: each followed team's live, next and latest games, first on the home page (a
 * chunk of its own, HomePage.tsx, shown while the fan follows a team). A team is unfollowed from here too.
 */
export default function MyTeamsCard() {
  const headingId = useId();
  return (
    <section className="home-card my-teams" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-card__title">
        My Teams
      </h2>
      <MyTeamsGames />
    </section>
  );
}

function MyTeamsGames() {
  const teams = useMyTeams();
  if (teams.length === 0) {
    return (
      <div className="home-card__state">
        <p>You're not following any teams yet.</p>
        <p>
          Open a <Link to="/schools">school</Link> or a game and press Follow: its live, next and latest games show here first.
        </p>
      </div>
    );
  }
  return <TeamsGames teams={teams} />;
}

function TeamsGames({ teams }: { teams: readonly FollowedTeam[] }) {
  const data = useMyTeamsData(teams);
  const [now] = useState(Date.now);
  return (
    <QueryState result={data} placement="block" className="home-card__state" loading="Loading your teams…" error="Failed to load your teams.">
      {({ games, names, idByName }) => {
        const nameOf = (school: string) => schoolLabel(school, names, games);
        return (
          <>
            <ul className="my-teams__list">
              {teamViews(teams, games, now, idByName).map((view) => (
                <TeamEntry key={`${view.team.school}:${view.team.sport ?? ''}`} view={view} name={nameOf(view.team.school)} listed={names.has(view.team.school)} />
              ))}
            </ul>
            {/* One feed of every followed team's games, its address the teams themselves (no account). */}
            <CalendarLink path={teamsCalendarPath(teams)} what="my teams' games" />
          </>
        );
      }}
    </QueryState>
  );
}

/** `listed`: the school still exists; a deleted one is named but not linked (its page is gone). */
function TeamEntry({ view, name, listed }: { view: TeamView; name: string; listed: boolean }) {
  const { team, live, next, latest } = view;
  const label = team.sport ? `${name} ${sportName(team.sport)}` : name;
  const search = team.sport ? `?sport=${encodeURIComponent(publicSportKey(team.sport) ?? team.sport)}` : '';
  const none = live.length === 0 && !next && !latest;
  return (
    <li className="my-team" data-testid="my-team">
      <div className="my-team__head">
        <h3 className="my-team__name">
          {listed ? <Link to={`/schools/${encodeURIComponent(team.school)}${search}`}>{name}</Link> : name}
          <span className="my-team__sport">{team.sport ? sportName(team.sport) : 'All sports'}</span>
        </h3>
        <FollowButton team={label} followed onToggle={() => toggleFollow(team)} />
      </div>
      {none ? <p className="my-team__none">No games this season yet.</p> : null}
      <ul className="my-team__games">
        {live.map((game) => (
          <TeamGame key={game.id} kind="Live" game={game} />
        ))}
        {next ? <TeamGame kind="Next" game={next} /> : null}
        {latest ? <TeamGame kind="Latest" game={latest} /> : null}
      </ul>
    </li>
  );
}

function when(game: GameDoc): string {
  const t = Date.parse(game.time);
  return Number.isNaN(t) ? '' : `${shortDay(new Date(t))}, ${clockTime(new Date(t))}`;
}

function TeamGame({ kind, game }: { kind: 'Live' | 'Next' | 'Latest'; game: GameDoc }) {
  const tone = kind === 'Live' ? 'live' : kind === 'Next' ? 'upcoming' : 'final';
  return (
    <GameScoreCard
      game={game}
      when={when(game)}
      badge={<span className={`status-badge status-badge--${tone}`}>{kind}</span>}
      testId="my-team-game"
      kind={kind.toLowerCase()}
    />
  );
}
