import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import {
  type FoodLogEntryInput,
  LOG_LIMITS,
  LOG_SLOT_LABELS,
  LOG_SLOTS,
  type LogSlot,
  LogSlotSchema,
  type SearchHit,
} from '#domain';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { formatAmount, servingsText } from '../../lib/format';
import { foodSearchQueryOptions } from './food-log-api';

/** How long typing pauses before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

const hitKey = (hit: SearchHit) => (hit.kind === 'food' ? hit.foodId : `recipe:${hit.recipeId}`);

export interface AddFoodProps {
  date: string;
  defaultSlot: LogSlot;
  onAdd: (input: FoodLogEntryInput) => Promise<void>;
  isBusy: boolean;
}

/**
 * "Add food" (issue 16): the food table and the recipes searched as one types (typo-tolerant,
 * common foods first), then how much: a household measure times a count, or grams, or servings
 * of a recipe, and the meal it belongs to.
 */
export function AddFood({ date, defaultSlot, onAdd, isBusy }: AddFoodProps) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<SearchHit | null>(null);
  const searchText = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery(foodSearchQueryOptions(searchText));
  const resultsId = useId();
  const hits = search.data ?? [];

  if (picked) {
    return (
      <AmountForm
        key={hitKey(picked)}
        hit={picked}
        date={date}
        defaultSlot={defaultSlot}
        isBusy={isBusy}
        onCancel={() => setPicked(null)}
        onAdd={async (input) => {
          await onAdd(input);
          setPicked(null);
          setText('');
        }}
      />
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <Field
        label="Search foods and recipes"
        hint="For example: banana, oatmeal, chicken soup. Spelling need not be exact."
      >
        <Input
          type="search"
          value={text}
          autoComplete="off"
          aria-controls={resultsId}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <div id={resultsId} aria-live="polite" className="flex flex-col gap-2">
        {searchText && search.isFetching && hits.length === 0 ? (
          <p className="text-muted-foreground text-sm">Searching…</p>
        ) : null}
        {search.error ? (
          <Alert variant="destructive" title="The search did not work">
            {search.error.message}
          </Alert>
        ) : null}
        {searchText && search.isSuccess && hits.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nothing found for “{searchText}”.</p>
        ) : null}
        {hits.length > 0 ? (
          <ul aria-label="Search results" className="flex flex-col gap-1.5">
            {hits.map((hit) => (
              <li key={hitKey(hit)}>
                <button
                  type="button"
                  data-testid="search-result"
                  onClick={() => setPicked(hit)}
                  className="flex w-full flex-col items-start gap-0.5 rounded-control border border-border bg-card px-3 py-2 text-left transition-colors hover:border-primary hover:bg-primary-soft"
                >
                  <span className="font-medium text-foreground">{hit.name}</span>
                  <span className="text-muted-foreground text-sm">
                    {hit.kind === 'food'
                      ? `Food · ${hit.kcalPer100g === null ? 'no energy value' : `${formatAmount(hit.kcalPer100g)} kcal per 100 g`}`
                      : `Recipe · ${hit.kcalPerServing === null ? 'no energy value' : `${formatAmount(hit.kcalPerServing)} kcal a serving`}`}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

const GRAMS = 'grams';

function AmountForm({
  hit,
  date,
  defaultSlot,
  isBusy,
  onCancel,
  onAdd,
}: {
  hit: SearchHit;
  date: string;
  defaultSlot: LogSlot;
  isBusy: boolean;
  onCancel: () => void;
  onAdd: (input: FoodLogEntryInput) => Promise<void>;
}) {
  const headingId = useId();
  const [slot, setSlot] = useState<LogSlot>(defaultSlot);
  const [measure, setMeasure] = useState(
    hit.kind === 'food' ? (hit.amounts[0]?.label ?? GRAMS) : GRAMS,
  );
  const [count, setCount] = useState('1');
  const [grams, setGrams] = useState('100');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const number = Number(hit.kind === 'recipe' || measure !== GRAMS ? count : grams);
    if (hit.kind === 'recipe') {
      if (!(number >= LOG_LIMITS.portionMin && number <= LOG_LIMITS.portionMax)) {
        setError(`Servings must be between ${LOG_LIMITS.portionMin} and ${LOG_LIMITS.portionMax}.`);
        return;
      }
      await send({
        date,
        slot,
        name: hit.name,
        source: 'recipe',
        status: 'eaten',
        portion: number,
        ingredients: hit.ingredients,
        recipeId: hit.recipeId,
        measure: servingsText(number),
      });
      return;
    }
    const amount = hit.amounts.find((choice) => choice.label === measure);
    const totalGrams = amount ? amount.grams * number : number;
    if (!(number > 0) || !(totalGrams > 0) || totalGrams > LOG_LIMITS.grams) {
      setError(
        amount
          ? 'Enter how many, a number more than 0.'
          : `Enter the grams eaten, more than 0 and at most ${LOG_LIMITS.grams}.`,
      );
      return;
    }
    await send({
      date,
      slot,
      name: hit.name,
      source: 'food',
      status: 'eaten',
      portion: 1,
      ingredients: [{ foodId: hit.foodId, grams: Math.round(totalGrams * 10) / 10 }],
      measure: amount ? `${formatAmount(number)} × ${amount.label}` : `${formatAmount(number)} g`,
    });
  };

  const send = async (input: FoodLogEntryInput) => {
    setError(null);
    try {
      await onAdd(input);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The food could not be added.');
    }
  };

  return (
    <form
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card border border-primary/40 bg-primary-soft/40 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div>
        <p className="text-muted-foreground text-sm">{hit.kind === 'food' ? 'Food' : 'Recipe'}</p>
        <h3 id={headingId} className="font-semibold text-foreground text-lg">
          {hit.name}
        </h3>
      </div>
      {hit.kind === 'food' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Amount">
            <Select value={measure} onChange={(event) => setMeasure(event.target.value)}>
              {hit.amounts.map((choice) => (
                <option key={choice.label} value={choice.label}>
                  {choice.label} ({formatAmount(choice.grams)} g)
                </option>
              ))}
              <option value={GRAMS}>Grams (type them)</option>
            </Select>
          </Field>
          {measure === GRAMS ? (
            <Field label="Grams eaten">
              <Input
                type="number"
                inputMode="decimal"
                min={1}
                max={LOG_LIMITS.grams}
                step="any"
                value={grams}
                onChange={(event) => setGrams(event.target.value)}
              />
            </Field>
          ) : (
            <Field label="How many">
              <Input
                type="number"
                inputMode="decimal"
                min={0.25}
                step={0.25}
                value={count}
                onChange={(event) => setCount(event.target.value)}
              />
            </Field>
          )}
        </div>
      ) : (
        <Field label="Servings eaten">
          <Input
            type="number"
            inputMode="decimal"
            min={LOG_LIMITS.portionMin}
            max={LOG_LIMITS.portionMax}
            step={0.25}
            value={count}
            onChange={(event) => setCount(event.target.value)}
          />
        </Field>
      )}
      <Field label="Meal">
        <Select value={slot} onChange={(event) => setSlot(LogSlotSchema.parse(event.target.value))}>
          {LOG_SLOTS.map((option) => (
            <option key={option} value={option}>
              {LOG_SLOT_LABELS[option]}
            </option>
          ))}
        </Select>
      </Field>
      {error ? (
        <p role="alert" className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isBusy}>
          Add to log
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Back to search
        </Button>
      </div>
    </form>
  );
}
