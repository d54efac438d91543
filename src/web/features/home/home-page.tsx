import { clsx } from 'clsx';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { buttonVariants } from '../../components/ui/button-variants';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import {
  BookIcon,
  CalendarIcon,
  ChartIcon,
  CheckCircleIcon,
  HeartPulseIcon,
  InfoIcon,
  LeafIcon,
  SparklesIcon,
} from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { SUPPORTED_CONDITIONS } from './supported-conditions';

interface Feature {
  title: string;
  description: string;
  Icon: ComponentType<{ className?: string }>;
}

/** Spec §2 Home: exactly these six topics, described in terms of what sets us apart. */
export const FEATURES: readonly Feature[] = [
  {
    title: 'Condition-Specific Guidance',
    description:
      'Advice tuned to each condition you select, from carbohydrate quality for diabetes to potassium and phosphorus for kidney disease.',
    Icon: HeartPulseIcon,
  },
  {
    title: 'AI-Powered Analysis',
    description:
      'A clear reading of your health profile, with every figure computed by our nutrition engine rather than guessed by a chatbot.',
    Icon: SparklesIcon,
  },
  {
    title: 'Personalized Meal Plans',
    description:
      'Plans for 3, 5, 7 or 14 days built around the foods you enjoy and checked against your allergies, restrictions and limits before you see them.',
    Icon: CalendarIcon,
  },
  {
    title: 'Nutritional Tracking',
    description:
      'Calories, protein, carbs, fat, fiber, sodium, potassium and more for every meal, summed gram by gram from the USDA food-composition table.',
    Icon: ChartIcon,
  },
  {
    title: 'Food Recommendations',
    description:
      'Foods to favor and foods to limit for your conditions, each with the reason it matters for you.',
    Icon: LeafIcon,
  },
  {
    title: 'Educational Insights',
    description:
      'Plain-language explanations of why each recommendation matters, so you understand your plan instead of just following it.',
    Icon: BookIcon,
  },
];

const STEPS = [
  {
    title: 'Health assessment',
    detail: 'Your measurements, conditions, medications and allergies.',
  },
  { title: 'Food preferences', detail: 'Restrictions, favorite foods, dislikes and cuisines.' },
  { title: 'Health analysis', detail: 'What matters for your conditions, and why.' },
  { title: 'Meal plan', detail: 'Days of meals with their numbers, ready to print.' },
] as const;

const TRUST_POINTS = [
  'No account needed to get your plan',
  'Nutrition figures from USDA FoodData Central',
  'Allergies and condition limits checked on every plan',
] as const;

const sectionClassName = 'mx-auto w-full max-w-7xl px-4 sm:px-6';

export function HomePage() {
  return (
    <div className="flex flex-col gap-20 pb-20 sm:gap-24">
      <Hero />
      <Features />
      <SupportedConditions />
      <CallToAction />
      <MedicalDisclaimer />
    </div>
  );
}

function Hero() {
  return (
    <section
      aria-labelledby="home-hero-heading"
      className="border-border border-b bg-gradient-to-b from-primary-soft/70 to-background"
    >
      <div
        className={clsx(
          sectionClassName,
          'grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[3fr_2fr]',
        )}
      >
        <div className="flex flex-col gap-6">
          <Badge variant="primary" className="self-start">
            Every number computed, every rule checked
          </Badge>
          <h1
            id="home-hero-heading"
            tabIndex={-1}
            className="font-bold text-[2rem] text-foreground leading-tight tracking-tight sm:text-5xl"
          >
            Preventive nutrition guidance for diabetes, kidney disease, fatty liver and more
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground sm:text-xl">
            Tell us about your health and the foods you enjoy. You get a clear health analysis,
            dietary recommendations and a meal plan whose numbers come from the USDA
            food-composition table, with your allergies and limits checked on every meal.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={paths.assessment.getHref()} className={buttonVariants({ size: 'lg' })}>
              Start Health Assessment
            </Link>
            <Link
              to={paths.preferences.getHref()}
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              Set Food Preferences
            </Link>
          </div>
          <p className="text-muted-foreground">
            Rather talk it through?{' '}
            <Link
              to={paths.chatQuestionnaire.getHref()}
              className="rounded-control font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
            >
              Answer a few questions in a chat instead
            </Link>
            : our AI nutritionist asks about your health, habits and tastes, and fills in your
            profile for you.
          </p>
          <ul className="flex flex-col gap-2 text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-6">
            {TRUST_POINTS.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <CheckCircleIcon className="text-primary" />
                {point}
              </li>
            ))}
          </ul>
        </div>

        <Card elevation="raised">
          <CardHeader>
            <CardTitle as="h2">How it works</CardTitle>
            <CardDescription>Four short steps, each building on the last.</CardDescription>
          </CardHeader>
          <ol className="flex flex-col gap-4 p-6">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-sm"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="font-medium text-foreground">{step.title}</p>
                  <p className="text-muted-foreground text-sm">{step.detail}</p>
                </div>
              </li>
            ))}
          </ol>
        </Card>
      </div>
    </section>
  );
}

function Features() {
  return (
    <section aria-labelledby="home-features-heading" className={sectionClassName}>
      <div className="mb-10 flex max-w-2xl flex-col gap-3">
        <h2
          id="home-features-heading"
          className="font-bold text-3xl text-foreground tracking-tight"
        >
          Everything you need to eat well for your health
        </h2>
        <p className="text-lg text-muted-foreground">
          Guidance you can check: each recommendation names its reason, and each number can be
          traced back to the foods in your plan.
        </p>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ title, description, Icon }) => (
          <li key={title}>
            <Card className="flex h-full flex-col gap-1.5 p-6">
              <span className="mb-3 flex size-11 items-center justify-center rounded-control bg-primary-soft text-primary">
                <Icon />
              </span>
              <CardTitle>{title}</CardTitle>
              <CardDescription>{description}</CardDescription>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SupportedConditions() {
  return (
    <section aria-labelledby="home-conditions-heading" className={sectionClassName}>
      <div className="mb-8 flex max-w-2xl flex-col gap-3">
        <h2
          id="home-conditions-heading"
          className="font-bold text-3xl text-foreground tracking-tight"
        >
          Conditions we support
        </h2>
        <p className="text-lg text-muted-foreground">
          Select any that apply during the assessment; each one adds its own dietary rules to your
          plan.
        </p>
      </div>
      <ul aria-labelledby="home-conditions-heading" className="flex flex-wrap gap-3">
        {SUPPORTED_CONDITIONS.map((condition) => (
          <li key={condition.id}>
            <Badge variant="outline" size="lg">
              {condition.name}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CallToAction() {
  return (
    <section aria-labelledby="home-cta-heading" className={sectionClassName}>
      <div className="flex flex-col items-start gap-6 rounded-card bg-primary px-6 py-10 text-primary-foreground sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="flex max-w-2xl flex-col gap-2">
          <h2 id="home-cta-heading" className="font-bold text-2xl tracking-tight sm:text-3xl">
            Ready for guidance that fits you?
          </h2>
          <p className="text-lg text-primary-foreground/90">
            The assessment takes about five minutes, and you can see your analysis and meal plan
            without creating an account.
          </p>
        </div>
        <Link
          to={paths.assessment.getHref()}
          className={buttonVariants({ variant: 'inverse', size: 'lg' })}
        >
          Begin Your Assessment
        </Link>
      </div>
    </section>
  );
}

function MedicalDisclaimer() {
  return (
    <aside aria-labelledby="home-disclaimer-heading" className={sectionClassName}>
      <div className="flex gap-4 rounded-card border border-border bg-card p-6 shadow-card">
        <InfoIcon className="mt-1 shrink-0 text-primary" />
        <div className="flex flex-col gap-2">
          <h2 id="home-disclaimer-heading" className="font-semibold text-foreground text-lg">
            Medical disclaimer
          </h2>
          <p className="text-muted-foreground">
            Preventive Health &amp; Nutrition provides general dietary information for education
            only. It does not diagnose or treat any condition and is no substitute for advice from
            your doctor, a registered dietitian or another qualified health professional. Talk to
            them before changing your diet, especially if you have a medical condition, are pregnant
            or take medication. In an emergency, contact your doctor or emergency services at once.
          </p>
        </div>
      </div>
    </aside>
  );
}
