/** Standings divisions (docs/product/rules.md §9, shown on /sports: docs/product/screens.md §5). */

/** Divisions of the standings (docs/product/rules.md §9). */
export const STANDINGS_DIVISIONS: readonly { key: string; name: string; teams: number }[] = [
  { key: 'division-1', name: 'Division 1', teams: 7 },
  { key: 'division-2', name: 'Division 2', teams: 6 },
  { key: 'division-3', name: 'Division 3', teams: 6 },
];
