import { useMemo } from 'react';
import { useAlertMe } from '../../data/alerts/useAlertMe';
import { schoolCalendarPath } from '../../shared/calendarLinks';
import { sportName } from '../../shared/catalog/sports';
import { AlertMeButton } from '../../ui/AlertMeButton';
import { CalendarLink } from '../../ui/CalendarLink';

/** Under the school's name: its games in a calendar app, and alerts for them. */
export function SchoolActions({ schoolId, schoolName }: { schoolId: string; schoolName: string }) {
  const teams = useMemo(() => [{ school: schoolId }], [schoolId]);
  const alerts = useAlertMe(teams);
  const what = `${schoolName}'s games`;
  return (
    <div className="school-actions" data-testid="school-actions">
      <CalendarLink path={schoolCalendarPath(schoolId)} what={what} />
      <AlertMeButton status={alerts.status} mode={alerts.mode} onToggle={alerts.toggle} what={what} />
    </div>
  );
}

/** A sport's own calendar (the school's games in that sport), beside its title. */
export function SportCalendarLink({ schoolId, schoolName, sport }: { schoolId: string; schoolName: string; sport: string }) {
  return <CalendarLink path={schoolCalendarPath(schoolId, sport)} what={`${schoolName}'s ${sportName(sport)} games`} />;
}
