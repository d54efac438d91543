// tsx runs the server with the root tsconfig, which sets no JSX mode: choose React's runtime here.
/** @jsxRuntime automatic */
import {
  Body,
  Button,
  Container,
  Head,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';

export const PRODUCT_NAME = 'Preventive Health & Nutrition';

/** The product's disclaimer, word for word, in every email's footer. */
export const DISCLAIMER =
  'This app provides general dietary guidance, not medical advice. Talk to your doctor or a registered dietitian before changing your diet, especially if you have a medical condition or take medication.';

/** The product's palette: one teal accent on neutrals (contrast AA on white). */
export const colors = {
  accent: '#0f766e',
  text: '#1f2937',
  muted: '#4b5563',
  border: '#e5e7eb',
} as const;
const { accent: ACCENT, text: TEXT, muted: MUTED, border: BORDER } = colors;
// System fonts only: web fonts are blocked or slow in many mail clients.
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Inline styles shared by the templates (mail clients drop <style> blocks and classes). */
export const styles = {
  paragraph: { fontSize: '16px', lineHeight: '24px', color: TEXT, margin: '0 0 16px' },
  heading: {
    fontSize: '22px',
    lineHeight: '30px',
    fontWeight: 600,
    color: TEXT,
    margin: '0 0 16px',
  },
  link: { color: ACCENT, textDecoration: 'underline' },
  card: {
    border: `1px solid ${BORDER}`,
    borderRadius: '8px',
    padding: '16px',
    margin: '0 0 16px',
  },
  muted: { fontSize: '14px', lineHeight: '20px', color: MUTED, margin: 0 },
  figure: { fontSize: '24px', lineHeight: '32px', fontWeight: 600, color: TEXT, margin: 0 },
} satisfies Record<string, CSSProperties>;

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '1,850': rounded, with en-US thousands separators. */
export function formatNumber(value: number): string {
  return numberFormat.format(Math.round(value));
}

/** '1,850 kcal'. */
export function formatKcal(value: number): string {
  return `${formatNumber(value)} kcal`;
}

/** 'Hi Ana,' (one string, so React writes no comment marker inside it). */
export function Greeting({ userName }: { userName: string }) {
  return <Text style={styles.paragraph}>{`Hi ${userName},`}</Text>;
}

/** The email's one primary action. */
export function PrimaryButton({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: ACCENT,
          color: '#ffffff',
          borderRadius: '6px',
          fontSize: '16px',
          fontWeight: 600,
          padding: '12px 20px',
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

export interface EmailLayoutProps {
  /** The inbox preview line (hidden in the body, skipped in the plain-text part). */
  preview: string;
  unsubscribeUrl: string;
  children: ReactNode;
}

/**
 * Header with the product name, the body, and the footer every product email carries: the
 * disclaimer and an unsubscribe link. One centred column of at most 600 px that shrinks to the
 * width of a phone.
 */
export function EmailLayout({ preview, unsubscribeUrl, children }: EmailLayoutProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f6f7f9', fontFamily: FONT, margin: 0, padding: '16px 0' }}>
        <Container
          style={{
            maxWidth: '600px',
            width: '100%',
            backgroundColor: '#ffffff',
            border: `1px solid ${BORDER}`,
            borderRadius: '8px',
          }}
        >
          <Section style={{ padding: '20px 24px', borderBottom: `3px solid ${ACCENT}` }}>
            <Text style={{ fontSize: '18px', fontWeight: 600, color: ACCENT, margin: 0 }}>
              {PRODUCT_NAME}
            </Text>
          </Section>
          <Section style={{ padding: '24px' }}>{children}</Section>
          <Section style={{ padding: '16px 24px', borderTop: `1px solid ${BORDER}`, color: MUTED }}>
            <Text style={{ ...styles.muted, margin: '0 0 12px' }}>{DISCLAIMER}</Text>
            <Text style={styles.muted}>
              {`You are getting this email from ${PRODUCT_NAME}. `}
              <Link href={unsubscribeUrl} style={{ ...styles.link, color: MUTED }}>
                Unsubscribe
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
