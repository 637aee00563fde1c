import { useState } from 'react';
import { sportName } from '../../shared/catalog/sports';
import { noGamesScheduledFor } from '../../shared/schemas/messages';
import { QueryError, QueryLoading } from '../../ui/LoadState';
import { GameNotesModal } from './GameNotesModal';
import { OverallRecord } from './OverallRecord';
import type { QueryResult } from '../../data/useRxQuery';
import type { SchoolDetail } from './queries';
import { RosterPanel } from './RosterPanel';
import { ScheduleGame } from './ScheduleGame';
import { SportCalendarLink } from './SchoolActions';
import { SchoolFollow } from './SchoolFollow';
import { SchoolStatsPanel } from './SchoolStatsPanel';
import type { Game, SchoolGame, SchoolsIndex } from './schoolSchedule';
import { scheduleFor, splitSeason } from './schoolSchedule';
import { seasonRecord } from '../../shared/standings/tally';
import { currentSeason, previousSeason, seasonOf } from '../../shared/standings/season';
import { useKeptSchool, useKeptSeason } from '../../data/useKeptSeason';
import { SeasonPicker } from '../../ui/SeasonPicker';

/** The school page offers this season and the three before it (read from the server when picked, then kept). */
const PAST_SEASONS_OFFERED = 3;
const SEASON_GAMES = ['games'] as const;

function seasonsOffered(current: string): string[] {
  const seasons = [current];
  while (seasons.length <= PAST_SEASONS_OFFERED) seasons.push(previousSeason(seasons[seasons.length - 1]));
  return seasons;
}

interface SportPanelProps {
  school: SchoolDetail;
  index: SchoolsIndex;
  sport: string;
  /** The school's games (SchoolPage: the device's, or the server's first screen during a first sync). */
  games: QueryResult<Game[]>;
  /** `games` are this season's only (the first screen): another season's wait for the device's. */
  thisSeasonOnly: boolean;
}

/** Everything about one of the school's sports: record, schedule, roster, and the panels to come. */
export function SportPanel({ school, index, sport, games, thisSeasonOnly }: SportPanelProps) {
  const name = sportName(sport);
  const [notesFor, setNotesFor] = useState<string | null>(null);
  const [current] = useState(currentSeason);
  const [now] = useState(Date.now);
  const [season, setSeason] = useState(current);
  // A past season's games are read from the server the first time it is picked, then kept (offline too);
  // so are the school's rosters and stats of a season on a fan's device, this season's included.
  const kept = useKeptSeason(SEASON_GAMES, season);
  const keptSchool = useKeptSchool(school, season);
  const seasonGames = games.status === 'ready' ? games.data.filter((game) => seasonOf(game.time) === season) : [];
  const schedule = scheduleFor(seasonGames, school, sport, index);
  // The season's record, counted by the same function as the standings' Overall column.
  const record = seasonRecord(seasonGames, school, sport, season);
  const hasResults = record.wins + record.losses + record.ties > 0;
  // The modal follows the live game: a note or score synced in while it is open shows at once.
  const notesGame = schedule.find((g) => g.id === notesFor) ?? null;

  let scheduleBody;
  if (games.status === 'error') {
    scheduleBody = <QueryError placement="block" className="school-panel__state" message="Failed to load the schedule." onRetry={games.retry} />;
  } else if (kept === 'offline') {
    scheduleBody = (
      <p className="school-panel__state">{`The ${season} season is not on this device yet. Connect to the internet to load it; it stays on this device after that.`}</p>
    );
  } else if (games.status === 'loading' || kept === 'loading' || (thisSeasonOnly && season !== current)) {
    scheduleBody = (
      <QueryLoading placement="block" className="school-panel__state">
        Loading schedule…
      </QueryLoading>
    );
  } else if (schedule.length === 0) {
    scheduleBody = <p className="school-panel__state">{season === current ? noGamesScheduledFor(name) : `No ${name} games in the ${season} season.`}</p>;
  } else {
    const { ahead, results } = splitSeason(schedule, now);
    const part = (title: string, list: SchoolGame[]) =>
      list.length === 0 ? null : (
        <section className="school-schedule__part" aria-label={`${name}: ${title}`}>
          <h4 className="school-schedule__title">{title}</h4>
          <ol className="school-schedule">
            {list.map((game) => (
              <ScheduleGame key={game.id} game={game} onShowNotes={() => setNotesFor(game.id)} />
            ))}
          </ol>
        </section>
      );
    scheduleBody = (
      <>
        {part('Live and upcoming', ahead)}
        {part('Results', results)}
      </>
    );
  }

  return (
    <section className="school-sport" aria-labelledby="school-sport-title">
      <div className="school-sport__head">
        <h2 id="school-sport-title" className="school-sport__title">
          {name}
        </h2>
        <SchoolFollow schoolId={school.id} sport={sport} team={`${school.name} ${name}`} />
      </div>
      <SportCalendarLink schoolId={school.id} schoolName={school.name} sport={sport} />
      <SeasonPicker seasons={seasonsOffered(current)} value={season} onChange={setSeason} />
      {hasResults ? <OverallRecord record={record} season={season} /> : null}
      <section className="school-panel" aria-labelledby="school-schedule-title">
        <h3 id="school-schedule-title" className="school-panel__title">
          Schedule
        </h3>
        {scheduleBody}
      </section>
      {/* The roster and stats say Loading until their first read is stored: "No roster" would be wrong meanwhile. */}
      <RosterPanel schoolId={school.id} sport={sport} season={season} kept={keptSchool} />
      <div className="school-soon">
        <SchoolStatsPanel schoolName={school.name} sport={sport} season={season} kept={keptSchool} />
        <section className="school-panel" aria-labelledby="school-news-title">
          <h3 id="school-news-title" className="school-panel__title">
            News
          </h3>
          <p className="school-panel__state">{`${school.name} news coming soon.`}</p>
        </section>
      </div>
      <GameNotesModal game={notesGame} onClose={() => setNotesFor(null)} />
    </section>
  );
}
