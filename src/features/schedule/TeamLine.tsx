import { defaultImageFor } from '../../shared/catalog/images';
import { imageSrc } from '../../ui/imageSrc';

export interface TeamLineProps {
  name: string;
  logoUrl?: string;
  sport: string;
  /** Omitted before a game has a score. */
  score?: string;
  size?: 'small' | 'large';
}

/** A team's logo (its school's, else the sport's default image), name and score on one line. */
export function TeamLine({ name, logoUrl, sport, score, size = 'large' }: TeamLineProps) {
  const px = size === 'small' ? 24 : 32;
  return (
    <div className={`team-line team-line--${size}`}>
      <img className="team-line__logo" src={imageSrc(logoUrl) ?? defaultImageFor(sport)} alt="" width={px} height={px} loading="lazy" />
      <span className="team-line__name">{name}</span>
      {score !== undefined ? <span className="team-line__score">{score}</span> : null}
    </div>
  );
}
