import type { SourceId } from '../sources';
import { FIBER_G_PER_1000_KCAL, IBS_FIBER_FLOOR_CAP_G } from './clinical-numbers';
import { unique } from './numbers';
import { has, type Person } from './person';
import type { Conflict, FiberTarget } from './schemas';

/** Fibre: 14 g per 1,000 kcal (A5), capped with IBS, soluble emphasis where a row asks for it. */
export function computeFiber(person: Person, kcal: number, conflicts: Conflict[]): FiberTarget {
  const uncappedMinG = Math.round((FIBER_G_PER_1000_KCAL * kcal) / 1000);
  const sourceIds: SourceId[] = ['A5'];
  const notes: string[] = [];
  let minG = uncappedMinG;
  let emphasis: FiberTarget['emphasis'] = 'total';
  if (has(person, 'diabetes_type1', 'diabetes_type2')) sourceIds.push('B1.7');
  if (has(person, 'ibs')) {
    emphasis = 'soluble';
    sourceIds.push('B10.2');
    notes.push('IBS: soluble fibre rather than wheat bran, built up slowly.');
    if (uncappedMinG > IBS_FIBER_FLOOR_CAP_G) {
      minG = IBS_FIBER_FLOOR_CAP_G;
      conflicts.push({
        id: 'ibs-vs-high-fiber',
        between: ['ibs', ...(has(person, 'diabetes_type2') ? ['diabetes_type2'] : []), 'general'],
        resolution: `The general fibre amount would be ${uncappedMinG} g; with IBS the floor is capped at ${IBS_FIBER_FLOOR_CAP_G} g, favouring soluble fibre, so the plan does not push insoluble fibre.`,
        sourceIds: ['B10.2', 'A5'],
      });
    }
  }
  if (has(person, 'no_gallbladder')) {
    emphasis = 'soluble';
    sourceIds.push('B3.3');
    notes.push(
      'After gallbladder removal, increase fibre gradually over several weeks, favouring soluble fibre.',
    );
  }
  if (has(person, 'high_cholesterol')) {
    emphasis = 'soluble';
    sourceIds.push('B7.4');
    notes.push('Soluble (viscous) fibre helps lower LDL cholesterol.');
  }
  return {
    minG,
    uncappedMinG,
    isCapped: minG < uncappedMinG,
    emphasis,
    notes,
    sourceIds: unique(sourceIds),
  };
}
