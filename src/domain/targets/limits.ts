import { CONDITION_IDS, type ConditionId, getCondition } from '../conditions/catalogue';
import { getMedicationClass } from '../medications/interactions';
import type { MedicationClassId } from '../medications/medication-class';
import { formatNumber } from '../profile/format';
import type { SourceId } from '../sources';
import type { LimitAmount, LimitContext, LimitDefinition, LimitRow } from './limit-row';
import { LIMIT_RULES } from './limit-rules';
import { gramsAt, unique } from './numbers';
import { hasCause } from './person';
import type { AppliesBecause, Conflict, NutrientLimit } from './schemas';

// Limits: every applying row proposes an amount; the strictest maximum wins and every applying
// row is cited. The rows themselves are data, in limit-rules.ts.

/** One applying row, its computed parts resolved for this person. */
interface Proposal {
  because: AppliesBecause;
  amount: LimitAmount;
  reason: string | undefined;
  sourceIds: readonly SourceId[];
}

function propose(row: LimitRow, context: LimitContext): Proposal {
  return {
    because: row.because,
    amount: typeof row.amount === 'function' ? row.amount(context) : row.amount,
    reason: typeof row.reason === 'function' ? row.reason(context) : row.reason,
    sourceIds: typeof row.sourceIds === 'function' ? row.sourceIds(context) : row.sourceIds,
  };
}

function labelOf(because: AppliesBecause): string {
  if (because === 'general') return 'general guideline';
  if ((CONDITION_IDS as readonly string[]).includes(because)) {
    return getCondition(because as ConditionId).name;
  }
  return getMedicationClass(because as MedicationClassId).label;
}

/** 'The strictest sodium limit applies: 1,500 mg (High blood pressure), rather than …'. */
function strictestConflict(
  what: { id: string; what: string; unit: string },
  proposals: readonly Proposal[],
  sourceIds: SourceId[],
): Conflict | null {
  const values = unique(proposals.map((p) => p.amount.max)).sort((a, b) => a - b);
  const [strictest, ...laxer] = values;
  if (strictest === undefined || laxer.length === 0) return null;
  const describe = (value: number) => {
    const who = unique(
      proposals.filter((p) => p.amount.max === value).map((p) => labelOf(p.because)),
    );
    return `${formatNumber(value)} ${what.unit} (${who.join(', ')})`;
  };
  return {
    id: what.id,
    between: unique(proposals.map((p) => p.because)),
    resolution: `The strictest ${what.what} applies: ${describe(strictest)}, rather than ${laxer.map(describe).join(' or ')}.`,
    sourceIds,
  };
}

/** One limit for this person, or null when no row applies or a blocking cause is present. */
function evaluateLimit(
  definition: LimitDefinition,
  context: LimitContext,
  conflicts: Conflict[],
): NutrientLimit | null {
  const applying = definition.rows.filter((row) => hasCause(context.person, row.because));
  if (applying.length === 0) return null;
  const blockers = (definition.blockedBy ?? []).filter((block) =>
    hasCause(context.person, block.because),
  );
  for (const { because, conflict } of blockers) {
    if (!conflict) continue;
    conflicts.push({
      id: conflict.id,
      between: [because, ...unique(applying.map((row) => row.because))],
      resolution: conflict.resolution,
      sourceIds: [...conflict.sourceIds],
    });
  }
  if (blockers.length > 0) return null;

  const proposals = applying.map((row) => propose(row, context));
  const max = Math.min(...proposals.map((p) => p.amount.max));
  const winners = proposals.filter((p) => p.amount.max === max);
  const others = proposals.filter((p) => p.amount.max !== max);
  const first = winners[0];
  if (!first) throw new Error(`${definition.id}: no strictest row`);
  const sourceIds = unique([...winners, ...others].flatMap((p) => p.sourceIds));
  const reason =
    definition.reasonFrom === 'strictest'
      ? first.reason
      : unique(proposals.flatMap((p) => (p.reason ? [p.reason] : []))).join(' ');
  if (!reason) throw new Error(`${definition.id}: the strictest row has no reason`);
  if (definition.strictestConflict) {
    const conflict = strictestConflict(definition.strictestConflict, proposals, sourceIds);
    if (conflict) conflicts.push(conflict);
  }

  // min, perKg and the reference amount come with the strictest row.
  const { min, perKg, referenceAmount } = first.amount;
  const share = definition.energyShare;
  const inUnit = (amount: number) =>
    share ? gramsAt(amount, context.kcal, share.kcalPerG) : amount;
  return {
    id: definition.id,
    nutrient: definition.nutrient,
    label: definition.label,
    kind: definition.kind,
    scope: definition.scope,
    ...(min !== undefined && { min: inUnit(min) }),
    max: inUnit(max),
    unit: definition.unit,
    ...(share && { percentOfEnergy: max }),
    ...(perKg && { perKg }),
    ...(referenceAmount !== undefined && { referenceAmount }),
    reason,
    appliesBecause: unique([
      ...winners.map((p) => p.because),
      ...others.map((p) => p.because).filter((because) => because !== 'general'),
    ]),
    sourceIds,
    isPlanningDefault: definition.isPlanningDefault ?? false,
    isCheckable: definition.isCheckable ?? true,
  };
}

/** The person's limits, in LIMIT_RULES order; conflicts between rows are added to `conflicts`. */
export function computeLimits(context: LimitContext, conflicts: Conflict[]): NutrientLimit[] {
  return LIMIT_RULES.flatMap((definition) => evaluateLimit(definition, context, conflicts) ?? []);
}
