import type { MailMessage } from './mail-message';

const PRODUCT = 'Preventive Health & Nutrition';

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function linkEmail(options: {
  to: string;
  subject: string;
  greetingName: string;
  lead: string;
  action: string;
  url: string;
  footnote: string;
}): MailMessage {
  const name = options.greetingName.trim() || 'there';
  const text = [
    `Hi ${name},`,
    '',
    options.lead,
    '',
    `${options.action}: ${options.url}`,
    '',
    options.footnote,
    '',
    `- ${PRODUCT}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>Hi ${escapeHtml(name)},</p>
<p>${escapeHtml(options.lead)}</p>
<p><a href="${escapeHtml(options.url)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(options.action)}</a></p>
<p style="font-size:14px;color:#4b5563">Or open this link: ${escapeHtml(options.url)}</p>
<p style="font-size:14px;color:#4b5563">${escapeHtml(options.footnote)}</p>
<p>${PRODUCT}</p>
</body></html>`;
  return { to: options.to, subject: options.subject, text, html };
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  return linkEmail({
    to,
    subject: `Confirm your email for ${PRODUCT}`,
    greetingName: name,
    lead: 'Thanks for creating an account. Please confirm your email address to sign in.',
    action: 'Confirm my email',
    url,
    footnote: 'If you did not create an account, you can ignore this message.',
  });
}

export function passwordResetEmail(to: string, name: string, url: string): MailMessage {
  return linkEmail({
    to,
    subject: `Reset your ${PRODUCT} password`,
    greetingName: name,
    lead: 'We received a request to reset your password. The link works for one hour.',
    action: 'Choose a new password',
    url,
    footnote:
      'If you did not ask for this, you can ignore this message; your password stays the same.',
  });
}
