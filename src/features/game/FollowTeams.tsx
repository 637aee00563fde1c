import { isFollowed, toggleFollow, useMyTeams } from '../../data/followedTeams';
import { normalizeSportKey, sportName } from '../../shared/catalog/sports';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { FollowButton } from '../../ui/FollowButton';

/**
 * Follow either team of the game, as a school and sport (issue 17, My Teams); a team typed as free
 * text has no page to follow. Each button shows its school: two buttons that both read 'Follow'
 * left the eye to guess which was which.
 */
export function FollowTeams({ game }: { game: GameDoc }) {
  const teams = useMyTeams();
  const sport = normalizeSportKey(game.sport) ?? game.sport;
  const sides = [
    { school: game.homeSchoolId, name: game.homeSchoolName },
    { school: game.awaySchoolId, name: game.awayName },
  ].filter((side): side is { school: string; name: string } => !!side.school);
  if (sides.length === 0) return null;
  return (
    <div className="game-follow" role="group" aria-label="Follow a team">
      {sides.map(({ school, name }) => {
        const entry = { school, sport };
        return (
          <FollowButton key={school} team={`${name} ${sportName(sport)}`} shown={name} followed={isFollowed(teams, entry)} onToggle={() => toggleFollow(entry)} />
        );
      })}
    </div>
  );
}
