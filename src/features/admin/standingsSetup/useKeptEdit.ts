import { useEffect, useState } from 'react';
import { STANDINGS_SPORT_KEYS } from '../../../shared/catalog/sports';
import { currentSeason } from '../../../shared/standings/season';
import type { SetupEdit } from './editState';

interface Kept {
  by: string;
  sport: string;
  season: string;
  edit: SetupEdit | null;
}

/**
 * Outlives the tab: the dashboard unmounts a tab when another one is opened, and an admin
 * who clicks away by mistake finds the unsaved set-up where it was. Only for the same admin,
 * and only until the page is reloaded (which warns while changes are unsaved).
 */
let kept: Kept | null = null;

export function useKeptEdit(by: string) {
  const [initial] = useState(() => (kept && kept.by === by ? kept : null));
  const [sport, setSport] = useState(initial?.sport ?? STANDINGS_SPORT_KEYS[0]);
  const [season, setSeason] = useState(initial?.season ?? currentSeason());
  const [edit, setEdit] = useState<SetupEdit | null>(initial?.edit ?? null);

  useEffect(() => {
    kept = { by, sport, season, edit };
  }, [by, sport, season, edit]);

  return { sport, setSport, season, setSeason, edit, setEdit };
}

