import type { ComponentType } from 'react';
import type { AccountRole } from '../../data/auth/session';
import { AccountsTab } from './accounts/AccountsTab';
import { ActivityTab } from './activity/ActivityTab';
import { MyAccountTab } from './myAccount/MyAccountTab';
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
  /** Who sees it (docs/product/rules.md §1); the server refuses the others' writes anyway. */
  roles: readonly AccountRole[];
}

const ADMIN: readonly AccountRole[] = ['admin'];
const EVERYONE: readonly AccountRole[] = ['admin', 'scorekeeper'];

/** The dashboard's sidebar, in docs/product/screens.md §10 order. */
export const ADMIN_TABS: readonly AdminTab[] = [
  { id: 'add-school', label: 'Add School', Component: AddSchoolTab, roles: ADMIN },
  { id: 'add-sport', label: 'Add Sport', Component: AddSportTab, roles: ADMIN },
  { id: 'add-schedule', label: 'Add Schedule', Component: AddScheduleTab, roles: ADMIN },
  { id: 'add-game', label: 'Add Game', Component: AddGameTab, roles: EVERYONE },
  { id: 'edit-schedule', label: 'Edit Schedule', Component: EditScheduleTab, roles: EVERYONE },
  { id: 'add-article', label: 'Add Article', Component: AddArticleTab, roles: ADMIN },
  { id: 'add-roster', label: 'Add Roster', Component: AddRosterTab, roles: EVERYONE },
  { id: 'add-stats', label: 'Add Stats', Component: AddStatsTab, roles: EVERYONE },
  { id: 'featured-scores', label: 'Featured Scores', Component: FeaturedScoresTab, roles: ADMIN },
  { id: 'standings', label: 'Standings', Component: StandingsSetupTab, roles: ADMIN },
  { id: 'accounts', label: 'Accounts', Component: AccountsTab, roles: ADMIN },
  { id: 'activity', label: 'Activity', Component: ActivityTab, roles: ADMIN },
  { id: 'my-account', label: 'My Account', Component: MyAccountTab, roles: EVERYONE },
];

/** The tabs a role sees, in the sidebar's order. */
export function tabsFor(role: AccountRole): readonly AdminTab[] {
  return ADMIN_TABS.filter((tab) => tab.roles.includes(role));
}

export function findTab(tabs: readonly AdminTab[], id: string | null): AdminTab {
  return tabs.find((tab) => tab.id === id) ?? tabs[0];
}
