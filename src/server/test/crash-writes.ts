import { CONDITION_IDS, DIETARY_RESTRICTION_IDS } from '#domain';
import { type Answer, nextAddress, type Query, request, signUpBody } from './crash-harness';
import { samplePlan } from './me-fixtures';
import type { ServerProcess } from './server-process';

/**
 * The writes of the crash test (`../crash-during-writes.integration.test.ts`) and the checks of
 * what a kill left of them: each person's health data, food preferences and meal plans, and
 * sign-ups, each kind in a loop until the server dies; then the database's invariants and each
 * write reconciled with what the client was told.
 */

// ----- the writes ------------------------------------------------------------------------------

/** Health data write n: a new version, and the rows of four tables and the profile with it. */
const healthUpdate = (n: number) => ({
  profile: { age: 20 + (n % 60), weightKg: 55 + (n % 40), heightCm: 170, gender: 'female' },
  healthConditions: [CONDITION_IDS[n % 5], 'hypertension'].filter(
    (id, index, all) => all.indexOf(id) === index,
  ),
  medications: [`Crash med ${n}`, 'Metformin'],
  allergies: [`Crash allergen ${n}`],
  dietaryRestrictions: [DIETARY_RESTRICTION_IDS[n % DIETARY_RESTRICTION_IDS.length]],
});
const healthNumber = (medications: string[]) =>
  Number(/^Crash med (\d+)$/.exec(medications[0] ?? '')?.[1] ?? Number.NaN);

/** Food preferences write n: the whole list replaced (rows deleted, inserted and updated). */
const foodLists = (n: number) => ({
  likes: [`Crash food ${n}`, 'Oats', ...(n % 2 ? ['Salmon'] : [])],
  dislikes: [`Crash dislike ${n}`, ...(n % 3 ? ['Liver'] : [])],
});
export const foodRows = (n: number | null) => {
  if (n === null) return [];
  const { likes, dislikes } = foodLists(n);
  return [
    ...likes.map((name) => `like:${name}:4`),
    ...dislikes.map((name) => `dislike:${name}:4`),
  ].sort();
};

const PLAN_DAYS = [3, 5, 7, 14] as const;
/** Meal plan write n: a new active plan of 3 to 14 days, the earlier ones made inactive. */
const mealPlan = (n: number) => {
  const days = PLAN_DAYS[n % PLAN_DAYS.length] ?? 7;
  return { planName: `Crash plan ${n}`, durationDays: days, planData: samplePlan(days) };
};

export const accountEmail = (n: number) => `crash-${n}@example.com`;

/**
 * What the client knows of each kind of write: the numbers answered 2xx (in order) and the one
 * sent but not answered when the server died (it may be stored whole, or not at all).
 */
export interface Ledger {
  next: number;
  acked: number[];
  inFlight: number | null;
  /** Kills that met a write of this kind in flight. */
  killedInFlight: number;
  /** Writes in flight at a kill and found stored: counted in `acked` since. */
  storedUnanswered: Set<number>;
}
export const ledger = (): Ledger => ({
  next: 1,
  acked: [],
  inFlight: null,
  killedInFlight: 0,
  storedUnanswered: new Set(),
});

/** A signed-in person and what they wrote; each kind of write goes one at a time. */
export interface Person {
  email: string;
  cookie: string;
  userId: string;
  health: Ledger & { versions: Map<number, { id: string; version: number }> };
  food: Ledger;
  plans: Ledger & { ids: Map<number, string> };
}

export interface World {
  people: Person[];
  accounts: Ledger;
  /** Answers that were neither 2xx nor the server dying: each is a failure. */
  unexpected: string[];
}

/**
 * Sends `write(n)` for n = 1, 2, ... one after the other until the server dies (the request
 * then throws); an answer outside 2xx is a failure of the test.
 */
async function writeLoop(
  entry: Ledger,
  write: (n: number) => Promise<Answer>,
  onAck: (n: number, answer: Answer) => void,
  world: World,
  label: string,
) {
  for (;;) {
    const n = entry.next;
    entry.next += 1;
    entry.inFlight = n;
    let answer: Answer;
    try {
      answer = await write(n);
    } catch (error) {
      // The server died with this write in flight, or before it was sent (refused).
      const cause = (error as { cause?: { code?: string } }).cause;
      if (cause?.code === 'ECONNREFUSED') entry.inFlight = null;
      return;
    }
    entry.inFlight = null;
    if (answer.status >= 200 && answer.status < 300) {
      entry.acked.push(n);
      onAck(n, answer);
    } else {
      world.unexpected.push(`${label} ${n}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  }
}

export function writeEverything(server: ServerProcess, world: World): Promise<unknown> {
  const writes = world.people.flatMap((person) => {
    const { cookie, email } = person;
    return [
      writeLoop(
        person.health,
        (n) => request(server, 'POST', '/api/me/health-data', { cookie, body: healthUpdate(n) }),
        (n, answer) => {
          const { snapshot } = answer.body as { snapshot: { id: string; version: number } };
          person.health.versions.set(n, { id: snapshot.id, version: snapshot.version });
        },
        world,
        `${email} health data`,
      ),
      writeLoop(
        person.food,
        (n) => request(server, 'PUT', '/api/me/food-preferences', { cookie, body: foodLists(n) }),
        () => {},
        world,
        `${email} food preferences`,
      ),
      writeLoop(
        person.plans,
        (n) => request(server, 'POST', '/api/me/meal-plans', { cookie, body: mealPlan(n) }),
        (n, answer) => person.plans.ids.set(n, (answer.body as { item: { id: string } }).item.id),
        world,
        `${email} meal plan`,
      ),
    ];
  });
  return Promise.all([
    ...writes,
    writeLoop(
      world.accounts,
      (n) =>
        request(server, 'POST', '/api/auth/sign-up/email', {
          body: signUpBody(accountEmail(n)),
          forwardedFor: nextAddress(),
        }),
      () => {},
      world,
      'sign-up',
    ),
  ]);
}

// ----- the checks ------------------------------------------------------------------------------

/**
 * Half-made rows anywhere in the database: each query lists what breaks one invariant, so every
 * list must be empty.
 */
const INVARIANTS: Record<string, string> = {
  // Sign-up writes the user and its password account in one transaction. (The profile and the
  // confirmation mail follow the commit: reconcile checks them for answered sign-ups.)
  'user without its password account': `select u.email from "user" u where not exists (
      select 1 from account a where a.user_id = u.id and a.provider_id = 'credential'
      and a.password is not null)`,
  'user with two password accounts': `select u.email from "user" u join account a
      on a.user_id = u.id and a.provider_id = 'credential' group by u.email having count(*) > 1`,
  // Health data: versions 1..n with no gap, exactly one current, and it is the latest.
  'health data versions with a gap or not one current': `select user_id, count(*)::int as rows,
      max(version) as last, count(*) filter (where is_current)::int as current
      from user_health_data group by user_id
      having count(*) <> max(version) or count(*) filter (where is_current) <> 1
      or max(version) <> max(version) filter (where is_current)`,
  // The current version and the tables saved with it agree (the save is one transaction).
  'medications not as in the current health data': `select h.user_id from user_health_data h
      where h.is_current and (select coalesce(jsonb_agg(lower(m.medication_name) order by
      lower(m.medication_name)), '[]') from user_medications m where m.user_id = h.user_id
      and m.is_active) <> (select coalesce(jsonb_agg(lower(x) order by lower(x)), '[]')
      from jsonb_array_elements_text(h.medications) x)`,
  'allergies not as in the current health data': `select h.user_id from user_health_data h
      where h.is_current and (select coalesce(jsonb_agg(lower(a.allergen_name) order by
      lower(a.allergen_name)), '[]') from user_allergies a where a.user_id = h.user_id
      and a.is_active) <> (select coalesce(jsonb_agg(lower(x) order by lower(x)), '[]')
      from jsonb_array_elements_text(h.allergies) x)`,
  'conditions not as in the current health data': `select h.user_id from user_health_data h
      where h.is_current and (select coalesce(jsonb_agg(c.condition_type order by
      c.condition_type), '[]') from user_health_conditions c where c.user_id = h.user_id
      and c.is_active) <> (select coalesce(jsonb_agg(x order by x), '[]')
      from jsonb_array_elements_text(h.health_conditions) x)`,
  'restrictions not as in the current health data': `select h.user_id from user_health_data h
      where h.is_current and (select coalesce(jsonb_agg(r.restriction_type order by
      r.restriction_type), '[]') from user_dietary_restrictions r where r.user_id = h.user_id
      and r.is_active) <> (select coalesce(jsonb_agg(x order by x), '[]')
      from jsonb_array_elements_text(h.dietary_restrictions) x)`,
  'profile not as in the current health data': `select h.user_id from user_health_data h
      left join user_profiles p on p.id = h.user_id where h.is_current
      and (p.id is null or p.age is distinct from (h.profile->>'age')::int
      or p.weight_kg is distinct from (h.profile->>'weightKg')::float8)`,
  // Meal plans: at most one active, the newest; every plan has all its days.
  'more than one active meal plan': `select user_id from user_meal_plans where is_active
      group by user_id having count(*) > 1`,
  'meal plan without all its days': `select id, plan_name from user_meal_plans
      where jsonb_array_length(plan_data->'days') <> duration_days`,
};

export async function checkInvariants(query: Query): Promise<Record<string, unknown[]>> {
  const broken: Record<string, unknown[]> = {};
  for (const [name, text] of Object.entries(INVARIANTS)) {
    const rows = await query(text);
    if (rows.length > 0) broken[name] = rows;
  }
  return broken;
}

/** What the crash left of the people's data and of the accounts they did not make. */
export async function readStored(query: Query, people: Person[]) {
  const ids = people.map((person) => person.userId);
  const byPerson = await Promise.all(
    people.map(async (person) => {
      const health = await query<{ id: string; version: number; medications: string[] }>(
        `select id, version, medications from user_health_data where user_id = $1
         order by version`,
        [person.userId],
      );
      const food = await query<{ row: string }>(
        `select preference_type || ':' || food_name || ':' || intensity as row
         from user_food_preferences where user_id = $1`,
        [person.userId],
      );
      const plans = await query<{ id: string; plan_name: string; is_active: boolean }>(
        `select id, plan_name, is_active from user_meal_plans where user_id = $1`,
        [person.userId],
      );
      return { health, food: food.map((row) => row.row).sort(), plans };
    }),
  );
  const accounts = await query<{ email: string; mails: number; profiles: number }>(
    `select u.email, (select count(*) from mail_outbox o where o."to" = u.email)::int as mails,
     (select count(*) from user_profiles p where p.id = u.id)::int as profiles
     from "user" u where not (u.id = any($1))`,
    [ids],
  );
  return { byPerson, accounts };
}

type Stored = Awaited<ReturnType<typeof readStored>>;

const planNumber = (name: string) => Number(/^Crash plan (\d+)$/.exec(name)?.[1] ?? Number.NaN);
const accountNumber = (email: string) =>
  Number(/^crash-(\d+)@example\.com$/.exec(email)?.[1] ?? Number.NaN);

/**
 * Every acknowledged write is stored as sent; beyond them, only a write in flight at the kill
 * (whole), which from then on counts as stored. Returns what is wrong, empty when nothing is.
 */
export function reconcile(world: World, stored: Stored): string[] {
  const problems = world.people.flatMap((person, index) => {
    const found = stored.byPerson[index];
    return found ? reconcilePerson(person, found) : [`nothing read for ${person.email}`];
  });

  // Accounts: each acknowledged sign-up, with its profile and confirmation mail (written after
  // the commit, before the answer; a sign-up killed in between has neither, and its person asks
  // for the mail again).
  const { accounts } = world;
  const rows = new Map(stored.accounts.map((row) => [accountNumber(row.email), row]));
  for (const n of accounts.acked) {
    const row = rows.get(n);
    if (!row) problems.push(`sign-up ${n} answered 200 but no user stored`);
    else if (accounts.storedUnanswered.has(n)) continue;
    else if (row.profiles !== 1) problems.push(`sign-up ${n} answered 200 but no profile`);
    else if (row.mails < 1) problems.push(`sign-up ${n} answered 200 but no confirmation mail`);
  }
  for (const n of rows.keys()) {
    if (accounts.acked.includes(n)) continue;
    if (n === accounts.inFlight) {
      accounts.storedUnanswered.add(n);
      accounts.acked.push(n);
    } else problems.push(`user ${accountEmail(n)} stored but never sent or already counted`);
  }

  for (const entry of ledgers(world)) {
    if (entry.inFlight !== null) entry.killedInFlight += 1;
    entry.inFlight = null;
  }
  return problems;
}

function reconcilePerson(person: Person, stored: Stored['byPerson'][number]): string[] {
  const problems: string[] = [];
  const who = person.email;

  // Health data: each acknowledged version, with what was sent; at most the one in flight more.
  const { health } = person;
  const byNumber = new Map(stored.health.map((row) => [healthNumber(row.medications), row]));
  for (const n of health.acked) {
    const row = byNumber.get(n);
    const sent = health.versions.get(n);
    if (!row || row.id !== sent?.id || row.version !== sent.version) {
      problems.push(`${who}: health data ${n} (version ${sent?.version}) answered, not stored`);
    }
  }
  for (const [n, row] of byNumber) {
    if (health.versions.has(n)) continue;
    if (n === health.inFlight) {
      health.storedUnanswered.add(n);
      health.acked.push(n);
      health.versions.set(n, { id: row.id, version: row.version });
    } else {
      problems.push(`${who}: health data ${n} stored but never sent or already counted`);
    }
  }

  // Food preferences: exactly the last acknowledged list, or the one in flight.
  const { food } = person;
  const lastFood = food.acked.at(-1) ?? null;
  const rows = JSON.stringify(stored.food);
  if (food.inFlight !== null && rows === JSON.stringify(foodRows(food.inFlight))) {
    food.storedUnanswered.add(food.inFlight);
    food.acked.push(food.inFlight);
  } else if (rows !== JSON.stringify(foodRows(lastFood))) {
    problems.push(`${who}: food preferences are ${rows}, not the list of write ${lastFood}`);
  }

  // Meal plans: each acknowledged plan by id; the active one is the newest.
  const { plans } = person;
  const plansById = new Map(stored.plans.map((row) => [row.id, row]));
  for (const n of plans.acked) {
    const row = plansById.get(plans.ids.get(n) ?? '');
    if (!row || planNumber(row.plan_name) !== n) {
      problems.push(`${who}: meal plan ${n} answered 201 but not stored`);
    }
  }
  const knownPlanIds = new Set(plans.ids.values());
  for (const row of stored.plans) {
    if (knownPlanIds.has(row.id)) continue;
    const n = planNumber(row.plan_name);
    if (n === plans.inFlight) {
      plans.storedUnanswered.add(n);
      plans.acked.push(n);
      plans.ids.set(n, row.id);
    } else {
      problems.push(`${who}: meal plan ${row.plan_name} stored but never sent or counted`);
    }
  }
  const newest = Math.max(0, ...plans.acked);
  const active = stored.plans.filter((row) => row.is_active).map((row) => row.plan_name);
  if (newest > 0 && JSON.stringify(active) !== JSON.stringify([`Crash plan ${newest}`])) {
    problems.push(`${who}: active meal plans ${JSON.stringify(active)}, not plan ${newest}`);
  }
  return problems;
}

const ledgers = (world: World): Ledger[] => [
  ...world.people.flatMap((person) => [person.health, person.food, person.plans]),
  world.accounts,
];
