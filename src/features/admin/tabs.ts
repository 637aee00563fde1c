import type { ComponentType } from 'react';
import { AddArticleTab } from './addArticle/AddArticleTab';
import { AddGameTab } from './addGame/AddGameTab';
import { AddRosterTab } from './addRoster/AddRosterTab';
import { AddScheduleTab } from './addSchedule/AddScheduleTab';
import { AddSchoolTab } from './addSchool/AddSchoolTab';
import { AddSportTab } from './addSport/AddSportTab';
import { AddStatsTab } from './addStats/AddStatsTab';
import { EditScheduleTab } from './editSchedule/EditScheduleTab';
import { FeaturedScoresTab } from './featuredScores/FeaturedScoresTab';
import { StandingsSetupTab } from './standingsSetup/StandingsSetupTab';

export interface AdminTab {
  /** In the URL: /admin?tab=add-school. */
  id: string;
  label: string;
  Component: ComponentType;
}

/** The dashboard's sidebar, in docs/product/screens.md §10 order. */
export const ADMIN_TABS: readonly AdminTab[] = [
  { id: 'add-school', label: 'Add School', Component: AddSchoolTab },
  { id: 'add-sport', label: 'Add Sport', Component: AddSportTab },
  { id: 'add-schedule', label: 'Add Schedule', Component: AddScheduleTab },
  { id: 'add-game', label: 'Add Game', Component: AddGameTab },
  { id: 'edit-schedule', label: 'Edit Schedule', Component: EditScheduleTab },
  { id: 'add-article', label: 'Add Article', Component: AddArticleTab },
  { id: 'add-roster', label: 'Add Roster', Component: AddRosterTab },
  { id: 'add-stats', label: 'Add Stats', Component: AddStatsTab },
  { id: 'featured-scores', label: 'Featured Scores', Component: FeaturedScoresTab },
  { id: 'standings', label: 'Standings', Component: StandingsSetupTab },
];

export function findTab(id: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.id === id) ?? ADMIN_TABS[0];
}
