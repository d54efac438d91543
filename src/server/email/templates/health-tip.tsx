// tsx runs the server with the root tsconfig, which sets no JSX mode: choose React's runtime here.
/** @jsxRuntime automatic */
import { Link, Section, Text } from '@react-email/components';
import { colors, EmailLayout, Greeting, styles } from './layout';

export interface HealthTipEmailProps {
  userName: string;
  tipContent: string;
  appUrl: string;
  unsubscribeUrl: string;
}

/** A tip for the conditions a person has, for people who asked for tips. */
export function HealthTipEmail({
  userName,
  tipContent,
  appUrl,
  unsubscribeUrl,
}: HealthTipEmailProps) {
  return (
    <EmailLayout preview={tipContent.slice(0, 120)} unsubscribeUrl={unsubscribeUrl}>
      <Greeting userName={userName} />
      <Text style={styles.paragraph}>Here is a small change that can make a difference:</Text>
      <Section style={{ ...styles.card, borderLeft: `4px solid ${colors.accent}` }}>
        <Text style={{ ...styles.paragraph, margin: 0, whiteSpace: 'pre-line' }}>{tipContent}</Text>
      </Section>
      <Text style={styles.paragraph}>
        {'Want a plan built around it? '}
        <Link href={appUrl} style={styles.link}>
          Open the app
        </Link>
      </Text>
    </EmailLayout>
  );
}
