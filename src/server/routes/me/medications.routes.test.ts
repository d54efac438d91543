import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Medication, MedicationSchema } from '#domain';
import { todayDate } from '../../db/repositories/rows';
import { userMedications } from '../../db/schema';
import { databaseKinds } from '../../test/databases';
import type { ErrorReply } from '../../test/me-client';
import { countRows, signedInSuite } from '../../test/me-fixtures';

type Item = { item: Medication };
type Items = { items: Medication[] };

describe.each(databaseKinds())('/api/me/medications on %s', (kind) => {
  const suite = signedInSuite(kind, 'medications');

  it('fills hasFoodInteractions and the notes from the interaction table when not sent', async () => {
    const res = await suite.me.post<Item>('/medications', {
      medicationName: 'Coumadin',
      dosage: '5 mg',
    });
    expect(res.status).toBe(201);
    expect(MedicationSchema.parse(res.body.item)).toMatchObject({
      medicationName: 'Coumadin',
      dosage: '5 mg',
      hasFoodInteractions: true,
      isActive: true,
      endDate: null,
    });
    expect(res.body.item.foodInteractionNotes).toMatch(/vitamin K/i);

    const plain = await suite.me.post<Item>('/medications', { medicationName: 'Vitamin D' });
    expect(plain.body.item).toMatchObject({
      hasFoodInteractions: false,
      foodInteractionNotes: null,
    });
  });

  it('keeps what the person said about interactions', async () => {
    const res = await suite.me.post<Item>('/medications', {
      medicationName: 'Simvastatin',
      hasFoodInteractions: false,
      startDate: '2024-01-15',
    });
    expect(res.body.item).toMatchObject({
      hasFoodInteractions: false,
      foodInteractionNotes: null,
      startDate: '2024-01-15',
    });
    const ownNotes = await suite.me.post<Item>('/medications', {
      medicationName: 'Lipitor',
      foodInteractionNotes: 'No grapefruit',
    });
    expect(ownNotes.body.item).toMatchObject({
      hasFoodInteractions: true,
      foodInteractionNotes: 'No grapefruit',
    });
    const noNotes = await suite.me.post<Item>('/medications', {
      medicationName: 'Synthroid',
      foodInteractionNotes: null,
    });
    expect(noNotes.body.item).toMatchObject({
      hasFoodInteractions: true,
      foodInteractionNotes: null,
    });
    expect((await suite.me.del(`/medications/${noNotes.body.item.id}`)).status).toBe(200);
  });

  it('lists the active ones newest first', async () => {
    const res = await suite.me.get<Items>('/medications');
    expect(res.status).toBe(200);
    expect(res.body.items.map((item) => item.medicationName)).toEqual([
      'Lipitor',
      'Simvastatin',
      'Vitamin D',
      'Coumadin',
    ]);
  });

  it('updates the fields given; a new name without the flag is looked up again', async () => {
    const { items } = (await suite.me.get<Items>('/medications')).body;
    const vitaminD = items.find((item) => item.medicationName === 'Vitamin D');
    const res = await suite.me.patch<Item>(`/medications/${vitaminD?.id}`, {
      medicationName: 'Warfarin',
      frequency: 'daily',
    });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      medicationName: 'Warfarin',
      frequency: 'daily',
      hasFoodInteractions: true,
    });
    const dosage = await suite.me.patch<Item>(`/medications/${vitaminD?.id}`, { dosage: '2 mg' });
    expect(dosage.body.item).toMatchObject({ dosage: '2 mg', frequency: 'daily' });
  });

  it('soft-deletes: inactive, ended today, still listed with includeInactive', async () => {
    const created = await suite.me.post<Item>('/medications', { medicationName: 'Metformin' });
    const res = await suite.me.del<Item>(`/medications/${created.body.item.id}`);
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({ isActive: false, endDate: todayDate() });
    const [stored] = await suite.ctx.database.db
      .select()
      .from(userMedications)
      .where(eq(userMedications.id, created.body.item.id));
    expect(stored).toMatchObject({ isActive: false, endDate: todayDate() });
    const active = (await suite.me.get<Items>('/medications')).body.items;
    expect(active.map((item) => item.id)).not.toContain(created.body.item.id);
    const all = (await suite.me.get<Items>('/medications?includeInactive=true')).body.items;
    expect(all[0]).toMatchObject({ id: created.body.item.id, isActive: false });
  });

  it('keeps an earlier end date when a medication that already ended is removed', async () => {
    const created = await suite.me.post<Item>('/medications', { medicationName: 'Amoxicillin' });
    await suite.me.patch(`/medications/${created.body.item.id}`, { endDate: '2025-02-01' });
    const res = await suite.me.del<Item>(`/medications/${created.body.item.id}`);
    expect(res.body.item).toMatchObject({ isActive: false, endDate: '2025-02-01' });
  });

  it('answers 404 for an unknown id and 400 for bad input, storing nothing', async () => {
    const before = await countRows(suite.ctx.database, suite.userId);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await suite.me.patch(`/medications/${missing}`, { dosage: '1' })).status).toBe(404);
    expect((await suite.me.del(`/medications/${missing}`)).status).toBe(404);
    const [first] = (await suite.me.get<Items>('/medications')).body.items;
    const cases: [string, 'POST' | 'PATCH', unknown, string][] = [
      ['/medications', 'POST', {}, 'medicationName'],
      ['/medications', 'POST', { medicationName: '' }, 'medicationName'],
      ['/medications', 'POST', { medicationName: 'x'.repeat(121) }, 'medicationName'],
      [
        '/medications',
        'POST',
        { medicationName: 'A', hasFoodInteractions: 'yes' },
        'hasFoodInteractions',
      ],
      ['/medications', 'POST', { medicationName: 'A', startDate: 'yesterday' }, 'startDate'],
      ['/medications', 'POST', { medicationName: 'A', isActive: false }, 'isActive'],
      [`/medications/${first?.id}`, 'PATCH', { endDate: '2025-02-31' }, 'endDate'],
      [`/medications/${first?.id}`, 'PATCH', { purpose: 'x'.repeat(201) }, 'purpose'],
      ['/medications/not-an-id', 'PATCH', { dosage: '1' }, 'id'],
    ];
    for (const [path, method, body, field] of cases) {
      const res = await suite.me.call<ErrorReply>(method, path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await countRows(suite.ctx.database, suite.userId)).toEqual(before);
    expect((await suite.me.get<Items>('/medications')).body.items[0]).toEqual(first);
  });
});
