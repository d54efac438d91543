// The engine's worker when the server runs from its TypeScript sources (tests): tsx is
// registered in the worker thread, then the worker itself is loaded. The built server uses
// dist/server/engine-worker.js instead.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./engine-worker.ts');

export default worker.default;
