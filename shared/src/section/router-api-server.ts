/**
 * The server-only part of react-router-dom the section kit uses. A section's server build takes the
 * package whole from `node_modules` (it is external there), so these never enter the browser's shared,
 * trimmed copy that `router-api.ts` describes.
 */
export { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
