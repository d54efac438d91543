// The esbuild options of every bundle the build makes for plain node (the server, the page frame
// rendered at build time): ESM for node 20, packages left in node_modules, JSX by React's runtime.
export const NODE_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  logLevel: 'warning',
};
