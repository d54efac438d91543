import type { DietaryRecommendations, FoodLimitItem } from '#domain';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ErrorIcon, LeafIcon, WarningIcon } from '../../components/ui/icons';
import { cn } from '../../lib/cn';
import { TextListCard } from './text-list-card';

/**
 * Spec §2 Analysis, dietary recommendations: foods to emphasize, foods to limit or avoid,
 * portion guidelines, meal timing, hydration, supplements. Foods to emphasize are tips (the teal
 * accent); foods to limit are warnings (amber), and foods to avoid completely (an allergy, a
 * medicine) are the strongest warning (red, first).
 */
export function DietaryRecommendationsSection({
  recommendations,
}: {
  recommendations: DietaryRecommendations;
}) {
  const limits = [...recommendations.foodsToLimit].sort(
    (a, b) => Number(b.kind === 'avoid') - Number(a.kind === 'avoid'),
  );
  return (
    <section aria-labelledby="analysis-recommendations-heading" className="flex flex-col gap-6">
      <h2 id="analysis-recommendations-heading" className="font-bold text-2xl text-foreground">
        Dietary Recommendations
      </h2>

      <div className="flex flex-col gap-4">
        <h3 className="font-semibold text-foreground text-xl">Foods to Emphasize</h3>
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {recommendations.foodsToEmphasize.map((item) => (
            <li key={item.category}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex items-center gap-3">
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-control bg-primary-soft text-primary">
                      <LeafIcon />
                    </span>
                    <CardTitle as="h4">{item.category}</CardTitle>
                  </div>
                </CardHeader>
                <CardContent className="flex flex-col gap-3">
                  <FoodChips foods={item.foods} variant="primary" label={item.category} />
                  <p className="text-muted-foreground">{item.reason}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>

      <div className="flex flex-col gap-4">
        <h3 className="font-semibold text-foreground text-xl">Foods to Limit or Avoid</h3>
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {limits.map((item) => (
            <li key={item.category}>
              <LimitCard item={item} />
            </li>
          ))}
        </ul>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <TextListCard
          className="h-full"
          title="Portion Guidelines"
          items={recommendations.portionGuidelines}
        />
        <TextListCard className="h-full" title="Meal Timing" items={recommendations.mealTiming} />
        <TextListCard className="h-full" title="Hydration" items={recommendations.hydration} />
        <TextListCard className="h-full" title="Supplements" items={recommendations.supplements} />
      </div>
    </section>
  );
}

const LIMIT_KIND_LABELS: Record<NonNullable<FoodLimitItem['kind']>, string> = {
  avoid: 'Avoid completely',
  limit: 'Limit',
  'keep-steady': 'Keep steady',
  separate: 'Keep apart from your medicine',
};

function LimitCard({ item }: { item: FoodLimitItem }) {
  const kind = item.kind ?? 'limit';
  const isAvoid = kind === 'avoid';
  const Icon = isAvoid ? ErrorIcon : WarningIcon;
  return (
    <div
      data-print-keep-together=""
      className={cn(
        'flex h-full flex-col gap-3 rounded-card border border-l-4 p-5',
        isAvoid
          ? 'border-destructive-border border-l-destructive bg-destructive-soft'
          : 'border-warning-border border-l-warning bg-warning-soft',
      )}
    >
      <div className="flex items-start gap-3">
        <Icon className={cn('mt-1 shrink-0', isAvoid ? 'text-destructive' : 'text-warning')} />
        <div className="flex flex-col gap-1">
          <p
            className={cn(
              'font-semibold text-sm uppercase tracking-wide',
              isAvoid ? 'text-destructive' : 'text-warning',
            )}
          >
            {LIMIT_KIND_LABELS[kind]}
          </p>
          <h4 className="font-semibold text-foreground text-lg">{item.category}</h4>
        </div>
      </div>
      <FoodChips foods={item.foods} variant="warning" label={item.category} />
      <p className="text-foreground">{item.reason}</p>
    </div>
  );
}

function FoodChips({
  foods,
  variant,
  label,
}: {
  foods: readonly string[];
  variant: 'primary' | 'warning';
  label: string;
}) {
  if (foods.length === 0) return null;
  return (
    <ul aria-label={`Foods: ${label}`} className="flex flex-wrap gap-2">
      {foods.map((food) => (
        <li key={food}>
          <Badge variant={variant === 'primary' ? 'primary' : 'outline'}>{food}</Badge>
        </li>
      ))}
    </ul>
  );
}
