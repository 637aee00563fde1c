import { isFollowed, toggleFollow, useMyTeams } from '../../data/followedTeams';
import { FollowButton } from '../../ui/FollowButton';

/** Follow the whole school (no sport) or one of its teams (issue 17, My Teams). */
export function SchoolFollow({ schoolId, sport, team }: { schoolId: string; sport?: string; team: string }) {
  const teams = useMyTeams();
  const entry = sport ? { school: schoolId, sport } : { school: schoolId };
  return <FollowButton team={team} followed={isFollowed(teams, entry)} onToggle={() => toggleFollow(entry)} />;
}
