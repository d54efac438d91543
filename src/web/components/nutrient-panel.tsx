import { NUTRIENT_KEYS, NUTRIENTS, type NutrientTotals } from '#domain';
import { formatAmount } from '../lib/format';

/**
 * Every nutrient of the food table for a day or an entry, with its unit. An amount some food
 * eaten has no value for is a lower bound, marked "≥" and explained under the table.
 */
export function NutrientPanel({ totals, caption }: { totals: NutrientTotals; caption: string }) {
  const hasLowerBounds = totals.incomplete.length > 0;
  return (
    <div className="flex flex-col gap-2">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-border border-b text-left text-muted-foreground">
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Nutrient
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {NUTRIENT_KEYS.map((key) => {
            const value = totals.values[key];
            const isLowerBound = totals.incomplete.includes(key);
            return (
              <tr key={key} className="border-border/60 border-b last:border-0">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal text-foreground">
                  {NUTRIENTS[key].label}
                </th>
                <td className="py-1.5 text-right text-foreground tabular-nums">
                  {value === null ? (
                    <span className="text-muted-foreground">no value</span>
                  ) : (
                    <>
                      {isLowerBound ? (
                        <abbr title="at least: some foods have no value for it">≥ </abbr>
                      ) : null}
                      {formatAmount(value)} {NUTRIENTS[key].unit}
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {hasLowerBounds ? (
        <p className="text-muted-foreground text-xs">
          ≥ at least: some foods have no value for this nutrient in the food table.
        </p>
      ) : null}
    </div>
  );
}
