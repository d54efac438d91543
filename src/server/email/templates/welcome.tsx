// tsx runs the server with the root tsconfig, which sets no JSX mode: choose React's runtime here.
/** @jsxRuntime automatic */
import { Text } from '@react-email/components';
import { EmailLayout, Greeting, PRODUCT_NAME, PrimaryButton, styles } from './layout';

export interface WelcomeEmailProps {
  userName: string;
  appUrl: string;
  unsubscribeUrl: string;
}

const STEPS = [
  ['Assessment', 'a few questions about your health, conditions, allergies and tastes.'],
  ['Analysis', 'what your profile means for your diet, with the targets and limits that apply.'],
  ['A verified meal plan', 'every number computed from real food data, every rule checked.'],
  ['The Meal Plan Assistant', 'ask for changes in plain words; the plan is checked again.'],
] as const;

/** Sent once an address is confirmed: what the app does and where to start. */
export function WelcomeEmail({ userName, appUrl, unsubscribeUrl }: WelcomeEmailProps) {
  return (
    <EmailLayout
      preview="Your assessment takes a few minutes. Here is what you get."
      unsubscribeUrl={unsubscribeUrl}
    >
      <Greeting userName={userName} />
      <Text style={styles.paragraph}>
        {`Welcome to ${PRODUCT_NAME}. We turn your health profile into dietary guidance you can act on:`}
      </Text>
      {STEPS.map(([title, description]) => (
        <Text key={title} style={styles.paragraph}>
          <strong>{title}</strong>
          {`: ${description}`}
        </Text>
      ))}
      <Text style={styles.paragraph}>Start with the assessment; it takes a few minutes.</Text>
      <PrimaryButton href={`${appUrl}/assessment`}>Start your assessment</PrimaryButton>
    </EmailLayout>
  );
}
