import { useId, useState } from 'react';
import { type MealPlan, mealPlanCalendar } from '#domain';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

/** Today in the person's own time zone, 'YYYY-MM-DD'. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The plan as a calendar file (.ics): one event per meal per day, day 1 on the date picked
 * (today unless changed), for any calendar app.
 */
export function CalendarExport({ plan }: { plan: MealPlan }) {
  const [startDate, setStartDate] = useState(today);
  const inputId = useId();
  const isValid = /^\d{4}-\d{2}-\d{2}$/.test(startDate);

  const download = () => {
    const ics = mealPlanCalendar(plan, { startDate, createdAt: new Date().toISOString() });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `meal-plan-${startDate}.ics`;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked after the click has been handled, so the download can start.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div data-print-hide="" className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="font-medium text-foreground">
          Calendar start date
        </label>
        <Input
          id={inputId}
          type="date"
          value={startDate}
          onChange={(event) => setStartDate(event.target.value)}
          className="sm:w-48"
        />
      </div>
      <Button variant="outline" disabled={!isValid} onClick={download}>
        Download calendar (.ics)
      </Button>
    </div>
  );
}
