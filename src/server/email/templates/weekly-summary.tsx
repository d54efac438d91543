// tsx runs the server with the root tsconfig, which sets no JSX mode: choose React's runtime here.
/** @jsxRuntime automatic */
import { Column, Link, Row, Section, Text } from '@react-email/components';
import type { WeeklySummaryData } from '#domain';
import { colors, EmailLayout, formatNumber, Greeting, styles } from './layout';

export interface WeeklySummaryEmailProps {
  userName: string;
  summary: WeeklySummaryData;
  appUrl: string;
  unsubscribeUrl: string;
}

function Figure({ label, value, unit }: { label: string; value: string; unit?: string }) {
  return (
    <Column style={{ padding: '0 8px 0 0', verticalAlign: 'top' }}>
      <Text style={styles.muted}>
        <span style={styles.figure}>{value}</span>
        {unit && <span style={{ fontSize: '14px', color: colors.text }}>{` ${unit}`}</span>}
        <br />
        {label}
      </Text>
    </Column>
  );
}

/** The week's figures: plans made, days planned and average daily calories. */
export function WeeklySummaryEmail({
  userName,
  summary,
  appUrl,
  unsubscribeUrl,
}: WeeklySummaryEmailProps) {
  const highlights = summary.highlights ?? [];
  return (
    <EmailLayout
      preview={`${summary.periodLabel}: ${formatNumber(summary.plansCreated)} plans, ${formatNumber(summary.daysPlanned)} days planned.`}
      unsubscribeUrl={unsubscribeUrl}
    >
      <Greeting userName={userName} />
      <Text style={styles.heading}>{summary.periodLabel}</Text>
      <Section style={styles.card}>
        <Row>
          <Figure label="plans created" value={formatNumber(summary.plansCreated)} />
          <Figure label="days planned" value={formatNumber(summary.daysPlanned)} />
          {summary.averageDailyCalories !== undefined && (
            <Figure
              label="average a day"
              value={formatNumber(summary.averageDailyCalories)}
              unit="kcal"
            />
          )}
        </Row>
      </Section>
      {highlights.length > 0 && (
        <>
          <Text style={{ ...styles.paragraph, fontWeight: 600, margin: '0 0 8px' }}>
            Highlights
          </Text>
          <ul style={{ margin: '0 0 16px', paddingLeft: '20px' }}>
            {highlights.map((line, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: rendered once and never reordered; lines may repeat
                key={index}
                style={{ ...styles.paragraph, margin: '0 0 4px' }}
              >
                {line}
              </li>
            ))}
          </ul>
        </>
      )}
      <Text style={styles.paragraph}>
        {'Keep going: '}
        <Link href={appUrl} style={styles.link}>
          open the app
        </Link>
        {' to plan next week.'}
      </Text>
    </EmailLayout>
  );
}
