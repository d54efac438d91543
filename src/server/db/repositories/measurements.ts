import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Measurement, MeasurementCreate, MeasurementKind } from '#domain';
import { bodyMeasurements } from '../schema';
import { type Executor, isoString } from './rows';

type MeasurementRow = typeof bodyMeasurements.$inferSelect;

export function toMeasurement(row: MeasurementRow): Measurement {
  return {
    id: row.id,
    // The column's check constraint admits only the three kinds.
    kind: row.kind as MeasurementKind,
    date: row.measuredOn,
    weightKg: row.weightKg,
    systolic: row.systolic,
    diastolic: row.diastolic,
    glucoseMgDl: row.glucoseMgDl,
    timing: row.glucoseTiming as Measurement['timing'],
    note: row.note,
    createdAt: isoString(row.createdAt),
  };
}

/** The person's readings from `from` to `to` (inclusive), oldest first, of one kind or all. */
export async function listMeasurements(
  db: Executor,
  userId: string,
  query: { from: string; to: string; kind?: MeasurementKind | undefined },
): Promise<Measurement[]> {
  const rows = await db
    .select()
    .from(bodyMeasurements)
    .where(
      and(
        eq(bodyMeasurements.userId, userId),
        query.kind ? eq(bodyMeasurements.kind, query.kind) : undefined,
        gte(bodyMeasurements.measuredOn, query.from),
        lte(bodyMeasurements.measuredOn, query.to),
      ),
    )
    .orderBy(
      asc(bodyMeasurements.measuredOn),
      asc(bodyMeasurements.createdAt),
      asc(bodyMeasurements.id),
    );
  return rows.map(toMeasurement);
}

export async function createMeasurement(
  db: Executor,
  userId: string,
  input: MeasurementCreate,
): Promise<Measurement> {
  const [row] = await db
    .insert(bodyMeasurements)
    .values({
      userId,
      kind: input.kind,
      measuredOn: input.date,
      weightKg: input.kind === 'weight' ? input.weightKg : null,
      systolic: input.kind === 'blood-pressure' ? input.systolic : null,
      diastolic: input.kind === 'blood-pressure' ? input.diastolic : null,
      glucoseMgDl: input.kind === 'blood-glucose' ? input.glucoseMgDl : null,
      glucoseTiming: input.kind === 'blood-glucose' ? input.timing : null,
      note: input.note,
    })
    .returning();
  if (!row) throw new Error('The measurement insert returned no row');
  return toMeasurement(row);
}

export async function deleteMeasurement(
  db: Executor,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(bodyMeasurements)
    .where(and(eq(bodyMeasurements.userId, userId), eq(bodyMeasurements.id, id)))
    .returning({ id: bodyMeasurements.id });
  return rows.length > 0;
}
