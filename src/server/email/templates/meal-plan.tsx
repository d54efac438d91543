// tsx runs the server with the root tsconfig, which sets no JSX mode: choose React's runtime here.
/** @jsxRuntime automatic */
import { Column, Row, Section, Text } from '@react-email/components';
import type { EmailPlanDay } from '#domain';
import { colors, EmailLayout, formatKcal, Greeting, PrimaryButton, styles } from './layout';

export interface MealPlanEmailProps {
  userName: string;
  days: readonly EmailPlanDay[];
  mealPlanUrl: string;
  unsubscribeUrl: string;
}

const cell = { fontSize: '15px', lineHeight: '22px', color: colors.text, padding: '6px 0' };
const kcalCell = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;

function slotLabel(slot: string): string {
  return slot.charAt(0).toUpperCase() + slot.slice(1);
}

/** A plan's days with their meals and calories, and a link back to it. */
export function MealPlanEmail({ userName, days, mealPlanUrl, unsubscribeUrl }: MealPlanEmailProps) {
  const dayCount = `${days.length} day${days.length === 1 ? '' : 's'}`;
  return (
    <EmailLayout
      preview={`Your ${dayCount} of meals, with calories.`}
      unsubscribeUrl={unsubscribeUrl}
    >
      <Greeting userName={userName} />
      <Text style={styles.paragraph}>
        {`Your meal plan is ready: ${dayCount} of meals, each one checked against your profile.`}
      </Text>
      {days.map((day) => (
        <Section key={day.day} style={styles.card}>
          <Row data-text-format="dataTable">
            <Column
              style={{ ...cell, fontWeight: 600, fontSize: '17px' }}
            >{`Day ${day.day}`}</Column>
            <Column style={{ ...kcalCell, fontWeight: 600 }}>{formatKcal(day.calories)}</Column>
          </Row>
          {day.meals.map((meal, index) => (
            <Row
              // biome-ignore lint/suspicious/noArrayIndexKey: rendered once and never reordered; a day may list the same meal twice
              key={index}
              data-text-format="dataTable"
              style={{ borderTop: `1px solid ${colors.border}` }}
            >
              <Column style={{ ...cell, width: '28%', color: colors.muted }}>
                {slotLabel(meal.slot)}
              </Column>
              <Column style={{ ...cell, paddingRight: '8px' }}>{meal.name}</Column>
              <Column style={{ ...kcalCell, width: '22%' }}>{formatKcal(meal.calories)}</Column>
            </Row>
          ))}
        </Section>
      ))}
      <PrimaryButton href={mealPlanUrl}>See the full plan</PrimaryButton>
    </EmailLayout>
  );
}
