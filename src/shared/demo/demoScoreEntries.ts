import { scoringFor } from '../catalog/scoring';
import { periodsFor } from '../catalog/periods';
import type { GameDoc } from '../schemas/games.schema';
import type { ScoreEntryDoc } from '../schemas/scoreEntries.schema';
import { formatHlc } from '../scoring/hlc';

const DEMO_SCORER = 'demo';
const MINUTE = 60_000;

/** A period's points as the sport's plays, biggest first (14 in football: two touchdowns and a two-point conversion). */
function asPlays(sport: string, points: number): { key: string; value: number }[] {
  const plays = [...scoringFor(sport).plays].sort((a, b) => b.value - a.value);
  const result: { key: string; value: number }[] = [];
  let left = points;
  while (left > 0 && plays.length > 0) {
    const play = plays.find((p) => p.value <= left) ?? plays[plays.length - 1];
    result.push({ key: play.key, value: play.value });
    left -= play.value;
  }
  return result;
}

/**
 * The scoring log of the demo's live games: the plays that make up each period (a results
 * sport's periods as entered results), a minute apart from the game's start, home and away
 * in turn. Their computed score is the game's score (demoData.test.ts checks it).
 */
export function createDemoScoreEntries(games: readonly GameDoc[]): ScoreEntryDoc[] {
  const entries: ScoreEntryDoc[] = [];
  for (const game of games) {
    if (game.status !== 'LIVE' || !game.score) continue;
    const start = Date.parse(game.time);
    const mode = scoringFor(game.sport).mode;
    let n = 0;
    const add = (fields: Partial<ScoreEntryDoc>) => {
      const at = start + n * MINUTE;
      entries.push({
        id: `${game.id}:demo-${String(n).padStart(4, '0')}`,
        gameId: game.id,
        kind: 'play',
        hlc: formatHlc({ wall: at, counter: 0, node: DEMO_SCORER }),
        device: DEMO_SCORER,
        by: DEMO_SCORER,
        createdAt: at,
        updatedAt: at,
        updatedBy: DEMO_SCORER,
        ...fields,
      } as ScoreEntryDoc);
      n += 1;
    };
    for (const period of periodsFor(game.sport)) {
      const home = game.score.home?.[period.key];
      const away = game.score.away?.[period.key];
      if (mode === 'results' || typeof home !== 'number' || typeof away !== 'number') {
        for (const [team, value] of [['home', home], ['away', away]] as const) {
          if (value !== undefined && value !== null) add({ kind: 'set', team, period: period.key, value, reason: 'result' });
        }
        continue;
      }
      const homePlays = asPlays(game.sport, home);
      const awayPlays = asPlays(game.sport, away);
      for (let i = 0; i < Math.max(homePlays.length, awayPlays.length); i++) {
        for (const [team, plays] of [['home', homePlays], ['away', awayPlays]] as const) {
          const play = plays[i];
          if (play) add({ kind: 'play', team, period: period.key, value: play.value, play: play.key });
        }
      }
    }
    // A typed final (cross-country team points) is a result of its own.
    if (scoringFor(game.sport).final === 'typed') {
      for (const team of ['home', 'away'] as const) {
        const value = game.score[team]?.final;
        if (value !== undefined && value !== null) add({ kind: 'set', team, period: 'final', value, reason: 'result' });
      }
    }
  }
  return entries;
}
