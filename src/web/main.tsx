// First, before React and the router: starts loading the screen being opened (lazy-routes.ts).
import './app/lazy-routes';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { capturePageFrame } from './app/page-frame';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

// Before React empties the container: a page's own frame is drawn again by the first render.
capturePageFrame(container);
const root = createRoot(container);
// The first render as a transition: React renders the screen in slices of a few milliseconds,
// yielding to the browser between them, instead of one long task (issue 15: total blocking
// time on a slow phone).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
