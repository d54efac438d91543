import { clsx } from 'clsx';
import { Link } from 'react-router';
import type { MealPlan, UserProfile } from '#domain';
import { NutrientProfileContext } from '../../components/all-nutrients';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { buttonVariants } from '../../components/ui/button-variants';
import { Card, CardContent } from '../../components/ui/card';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { formatWhole } from '../../lib/format';
import { useProfileStore } from '../../lib/profile-store';
import { CalendarExport } from './calendar-export';
import { DayCard } from './day-card';
import { EmailPlanButton } from './email-plan-button';
import { EnergyChart } from './energy-chart';
import { GroceryListSlot } from './grocery-list-slot';
import { preloadMealPlanAssistant } from './meal-plan-chat-launcher';
import { averageDailyCalories } from './plan-summary';
import { PrintPlanMenu } from './print-plan-menu';
import { PrintablePlan } from './printable-plan';
import { useDayPlanControls, useLockControls, useSwapControls } from './use-plan-edits';
import { usePrintMode } from './use-print-mode';

const TIPS = [
  'Prepare ingredients ahead of time to make cooking during the week quicker and easier.',
  'Adjust portion sizes to your hunger and activity level.',
  'Stay hydrated by drinking plenty of water throughout the day.',
  'Consult a healthcare provider before making major changes to your diet.',
];

/**
 * The plan itself (spec §2): its summary and notes, the energy chart, the days with their edits,
 * tips, the actions (print, email, assistant, recommendations), the calendar export and the
 * grocery list.
 */
export function PlanView({
  plan,
  profile,
  onOpenChat,
}: {
  plan: MealPlan;
  profile: UserProfile | null;
  onOpenChat: () => void;
}) {
  const { announcement, ...swap } = useSwapControls(profile);
  const locks = useLockControls();
  const dayPlan = useDayPlanControls(profile);
  const printing = usePrintMode();
  const { user } = useAuth();
  const mealPlanId = useProfileStore((state) => state.mealPlanId);
  return (
    // Bottom room so the floating assistant button never hides the last lines.
    <div className="flex flex-col gap-8 pb-16 print:pb-0">
      <Card role="region" aria-labelledby="meal-plan-summary">
        <CardContent className="grid grid-cols-2 gap-6 py-6 sm:grid-cols-3">
          <h2 id="meal-plan-summary" className="sr-only">
            Plan summary
          </h2>
          <div>
            <p className="text-muted-foreground">Average Daily Calories</p>
            <p className="font-bold text-3xl text-foreground tabular-nums">
              {formatWhole(averageDailyCalories(plan))}{' '}
              <span className="font-normal text-base text-muted-foreground">kcal</span>
            </p>
            {plan.dailyCalories ? (
              <p className="text-muted-foreground text-sm">
                target {formatWhole(plan.dailyCalories)} kcal
              </p>
            ) : null}
          </div>
          <div>
            <p className="text-muted-foreground">Total Days</p>
            <p className="font-bold text-3xl text-foreground tabular-nums">{plan.days.length}</p>
          </div>
          <p className="col-span-2 self-center text-foreground text-lg sm:col-span-1">
            <span className="font-semibold">Meals per Day:</span> 3 main meals + snacks
          </p>
        </CardContent>
      </Card>
      {plan.notes && plan.notes.length > 0 ? (
        <section aria-label="How this plan meets your limits" className="flex flex-col gap-2">
          {plan.notes.map((note) => (
            <p key={note} className="rounded-md border border-border bg-muted/40 p-3 text-sm">
              {note}
            </p>
          ))}
        </section>
      ) : null}

      <EnergyChart plan={plan} />

      <p role="status" className="sr-only">
        {announcement}
      </p>
      <p role="status" className="sr-only">
        {dayPlan.outcome?.message ?? ''}
      </p>
      {plan.days.length > 3 ? (
        <nav aria-label="Days of the plan" data-print-hide="">
          <ul className="flex flex-wrap gap-2">
            {plan.days.map((day) => (
              <li key={day.day}>
                <a
                  href={`#day-${day.day}`}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  Day {day.day}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {/* On paper the days flow one after another, breaking between meals, not between cards. */}
      <div
        className={clsx(
          'grid items-start gap-6 lg:grid-cols-2',
          // Once the person picked how to print, the print-only plan below prints instead.
          printing.mode !== null ? 'print:hidden' : 'print:block print:space-y-4',
        )}
      >
        <NutrientProfileContext value={profile}>
          {plan.days.map((day) => (
            <DayCard
              key={day.day}
              day={day}
              targets={plan.targets}
              swap={swap}
              locks={locks}
              dayPlan={dayPlan}
            />
          ))}
        </NutrientProfileContext>
      </div>
      {printing.mode !== null ? <PrintablePlan plan={plan} mode={printing.mode} /> : null}

      <Alert variant="info" title="Tips for success" role="note">
        <ul className="mt-1 list-disc pl-5">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Alert>

      <div data-print-hide="" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <PrintPlanMenu onPrint={printing.print} />
        {/* Only a plan saved to the account can be emailed: the server sends its stored copy. */}
        {user && mealPlanId ? <EmailPlanButton key={mealPlanId} planId={mealPlanId} /> : null}
        <Button
          onClick={onOpenChat}
          onPointerEnter={preloadMealPlanAssistant}
          onFocus={preloadMealPlanAssistant}
        >
          Chat with AI to Modify Plan
        </Button>
        <Link to={paths.analysis.getHref()} className={buttonVariants({ variant: 'outline' })}>
          View Dietary Recommendations
        </Link>
      </div>
      <CalendarExport plan={plan} />

      <GroceryListSlot plan={plan} />
    </div>
  );
}
