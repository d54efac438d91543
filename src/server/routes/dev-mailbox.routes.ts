import { createHash } from 'node:crypto';
import { type Context, Hono, type Next } from 'hono';
import { html, raw } from 'hono/html';
import type { AppDeps } from '../deps';
import { listOutbox } from '../email/mailer';
import { hasForwardingHeaders, isLoopbackAddress, socketAddress } from '../http/client-address';
import { AppError } from '../http/errors';

/**
 * Whether the local mailbox may answer this request. Its links confirm accounts and reset
 * passwords, so whoever reads it owns every account: it is for a developer at their own machine.
 * Open only while mail goes to the outbox (never with real SMTP), never in production, and only
 * to a loopback socket that no proxy forwarded (a header cannot open it: the socket decides).
 */
export function isMailboxOpen(deps: AppDeps, c: Context): boolean {
  return (
    deps.mailer.transport === 'outbox' &&
    !deps.isProduction &&
    isLoopbackAddress(socketAddress(c)) &&
    !hasForwardingHeaders(c.req.raw.headers)
  );
}

const MAILBOX_STYLE = `
body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}
article{border:1px solid #d1d5db;border-radius:.5rem;padding:1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0}.meta{color:#4b5563;margin:.25rem 0 0}
pre{white-space:pre-wrap;word-break:break-word;font:inherit}a{color:#0f766e}
`;
const MAILBOX_STYLE_HASH = `sha256-${createHash('sha256').update(MAILBOX_STYLE).digest('base64')}`;

/**
 * The local mailbox: `GET /api/dev/outbox` as JSON, newest first, and the page `/dev/mailbox`.
 * Anyone it is not open to gets 404, as if it did not exist.
 */
export function devMailboxRoutes(deps: AppDeps) {
  const onlyWhenOpen = async (c: Context, next: Next) => {
    if (!isMailboxOpen(deps, c)) throw new AppError('NOT_FOUND', 'Not found.');
    await next();
    c.header('Cache-Control', 'no-store');
  };
  return new Hono()
    .use('/api/dev/outbox', onlyWhenOpen)
    .use('/dev/mailbox', onlyWhenOpen)
    .get('/api/dev/outbox', async (c) => {
      const rows = await listOutbox(deps.database.db);
      return c.json(
        rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          html: row.html,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
        })),
      );
    })
    .get('/dev/mailbox', async (c) => {
      const rows = await listOutbox(deps.database.db);
      const items = rows.map(
        (row) => html`<article>
  <h2>${row.subject}</h2>
  <p class="meta">To ${row.to} · <time datetime="${row.createdAt.toISOString()}">${row.createdAt.toUTCString()}</time></p>
  <pre>${linkify(row.text)}</pre>
</article>`,
      );
      // The one inline style is allowed by its hash; nothing else runs or loads.
      c.header(
        'Content-Security-Policy',
        `default-src 'none'; style-src '${MAILBOX_STYLE_HASH}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
      );
      return c.html(html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox | Preventive Health & Nutrition</title>
<style>${raw(MAILBOX_STYLE)}</style>
</head>
<body>
<main>
<h1>Local mailbox</h1>
<p>No SMTP server is configured, so the app keeps outgoing mail here. Newest first.</p>
${rows.length === 0 ? html`<p>No messages yet.</p>` : items}
</main>
</body>
</html>`);
    });
}

/** Escapes the text, then turns its http(s) links into anchors so confirmation links can be followed. */
function linkify(text: string) {
  const escaped = text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
  return raw(escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`));
}
