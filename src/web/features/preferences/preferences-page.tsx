import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { CUISINES, DIETARY_RESTRICTION_IDS, DIETARY_RESTRICTION_LABELS, LIMITS } from '#domain';
import { FormSectionCard } from '../../components/layout/form-section-card';
import { Page } from '../../components/layout/page';
import { ProgressAside } from '../../components/layout/progress-aside';
import { Button } from '../../components/ui/button';
import { buttonVariants } from '../../components/ui/button-variants';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { ListInput } from '../../components/ui/list-input';
import { Select } from '../../components/ui/select';
import { paths } from '../../config/paths';
import { ACCOUNT_SAVE_WARNING, useAnswersLoaded, useSaveAnswers } from '../../lib/account-sync';
import { useAuth } from '../../lib/auth';
import { type PreferenceAnswers, profileStore } from '../../lib/profile-store';
import { FoodRecommendations } from './food-recommendations';
import {
  addFoodToList,
  listHasFood,
  PreferencesFormSchema,
  QUICK_SELECT_FOODS,
  removeFoodFromList,
} from './preferences-schema';

/** Spec §6: what a signed-out person is told on submit, word for word. */
export const PREFERENCES_SIGNED_OUT_ALERT = 'Please log in to save your preferences permanently.';

type PreferencesForm = UseFormReturn<PreferenceAnswers>;

const range = ({ min, max }: { min: number; max: number }) =>
  Array.from({ length: max - min + 1 }, (_, index) => min + index);

export function PreferencesPage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const form = useForm<PreferenceAnswers>({
    defaultValues: profileStore.get().preferences,
    resolver: zodResolver(PreferencesFormSchema),
    mode: 'onTouched',
  });

  // Every change goes to the profile store at once, so a reload loses nothing.
  useEffect(() => {
    const subscription = form.watch(() => {
      profileStore.update((current) => ({
        preferences: { ...current.preferences, ...form.getValues() },
      }));
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // The account's saved answers arrived after the form opened (sign-in, page load): show them.
  useAnswersLoaded(() => form.reset(profileStore.get().preferences));

  const saveAnswers = useSaveAnswers();

  // Spec §6 and §8: signed out, the answers stay in the tab; signed in, they are saved to the
  // account, and a failed save is reported without stopping the flow.
  const onValid = async () => {
    if (!user) {
      window.alert(PREFERENCES_SIGNED_OUT_ALERT);
    } else {
      try {
        await saveAnswers.mutateAsync({ reason: 'Preferences update', scope: 'preferences' });
      } catch {
        window.alert(ACCOUNT_SAVE_WARNING);
      }
    }
    navigate(paths.analysis.getHref());
  };

  return (
    <Page
      title="Food Preferences"
      description="Tell us what you eat and enjoy. Your meal plan is built around these choices, always within the limits of your health conditions."
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-8">
        <div className="lg:order-last">
          <ProgressAside currentStep={1} />
        </div>
        <form
          noValidate
          aria-label="Food preferences"
          onSubmit={form.handleSubmit(onValid)}
          className="flex flex-col gap-6"
        >
          <RestrictionsSection form={form} />
          <FavoritesSection form={form} />
          <Section
            id="dislikes"
            title="Foods you dislike"
            intro="We will keep these out of your meals."
          >
            <Field
              label="Disliked foods"
              hint="Separate with commas or press Enter after each, for example: mushrooms, olives"
            >
              <ListInput
                {...form.register('dislikedFoods')}
                onListChange={(next) =>
                  form.setValue('dislikedFoods', next, { shouldDirty: true, shouldTouch: true })
                }
              />
            </Field>
          </Section>
          <CuisinesSection form={form} />
          <MealsSection form={form} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <Link
              to={paths.assessment.getHref()}
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              Back to Assessment
            </Link>
            <Button type="submit" size="lg" disabled={saveAnswers.isPending}>
              {saveAnswers.isPending ? 'Saving...' : 'Get AI Analysis'}
            </Button>
          </div>
        </form>
      </div>
    </Page>
  );
}

function Section({
  id,
  title,
  intro,
  children,
  asFieldset = false,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  /** A group of checkboxes: a fieldset named by the heading. */
  asFieldset?: boolean;
}) {
  return (
    <FormSectionCard
      headingId={`preferences-${id}-heading`}
      title={title}
      intro={intro}
      asFieldset={asFieldset}
    >
      {children}
    </FormSectionCard>
  );
}

function RestrictionsSection({ form }: { form: PreferencesForm }) {
  return (
    <Section
      id="restrictions"
      title="Dietary restrictions"
      intro="Tick any you follow. No food in your plan will break them."
      asFieldset
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {DIETARY_RESTRICTION_IDS.map((id) => (
          <Checkbox
            key={id}
            label={DIETARY_RESTRICTION_LABELS[id]}
            value={id}
            {...form.register('selectedRestrictions')}
          />
        ))}
      </div>
    </Section>
  );
}

function FavoritesSection({ form }: { form: PreferencesForm }) {
  const likedFoods = useWatch({ control: form.control, name: 'likedFoods' }) ?? '';
  const setLikes = (text: string) =>
    form.setValue('likedFoods', text, { shouldDirty: true, shouldTouch: true });

  return (
    <Section
      id="favorites"
      title="Favorite foods"
      intro="Your plan leans on the foods you enjoy, when they suit your health."
    >
      <Field
        label="Favorite foods"
        hint="Separate with commas or press Enter after each, for example: salmon, berries, oats"
      >
        <ListInput {...form.register('likedFoods')} onListChange={setLikes} />
      </Field>
      <div className="flex flex-col gap-2">
        <h3 id="quick-select-heading" className="font-medium text-foreground">
          Quick select
        </h3>
        <ul aria-labelledby="quick-select-heading" className="flex flex-wrap gap-2">
          {QUICK_SELECT_FOODS.map((food) => {
            const isSelected = listHasFood(likedFoods, food);
            return (
              <li key={food}>
                <Button
                  variant={isSelected ? 'selected' : 'outline'}
                  size="sm"
                  shape="pill"
                  aria-pressed={isSelected}
                  onClick={() =>
                    setLikes(
                      isSelected
                        ? removeFoodFromList(likedFoods, food)
                        : addFoodToList(likedFoods, food),
                    )
                  }
                >
                  {isSelected ? <span aria-hidden="true">✓</span> : null}
                  {food}
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="border-border border-t pt-5">
        <FoodRecommendations
          likedFoods={likedFoods}
          onAdd={(food) => setLikes(addFoodToList(form.getValues('likedFoods'), food))}
        />
      </div>
    </Section>
  );
}

function CuisinesSection({ form }: { form: PreferencesForm }) {
  return (
    <Section
      id="cuisines"
      title="Cuisines you enjoy"
      intro="We favor recipes from these when they fit."
      asFieldset
    >
      {/* Two columns where 'Mediterranean' fits in each (390 px phones up), one on narrower. */}
      <div className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3 sm:grid-cols-3">
        {CUISINES.map((cuisine) => (
          <Checkbox
            key={cuisine}
            label={cuisine}
            value={cuisine}
            {...form.register('selectedCuisines')}
          />
        ))}
      </div>
    </Section>
  );
}

function MealsSection({ form }: { form: PreferencesForm }) {
  const { errors } = form.formState;
  return (
    <Section id="meals" title="Meals and cooking" intro="How your days of eating are shaped.">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Meals per day" error={errors.mealsPerDay?.message}>
          <Select {...form.register('mealsPerDay', { setValueAs: Number })}>
            {range(LIMITS.mealsPerDay).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Snacks per day" error={errors.snacksPerDay?.message}>
          <Select {...form.register('snacksPerDay', { setValueAs: Number })}>
            {range(LIMITS.snacksPerDay).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Checkbox
        label="I'm willing to cook"
        description="Untick if you would rather have meals that need little or no cooking."
        {...form.register('cookingWillingness')}
      />
    </Section>
  );
}
