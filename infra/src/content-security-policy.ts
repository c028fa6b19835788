import type { RuntimeConfig } from '@plume/shared/runtime-config';

/**
 * The site's Content-Security-Policy, one definition for CloudFront's response headers policy (web stack) and the
 * local gateway, so the two cannot drift. A React SPA that talks to its own origin (the API and the WebSocket API
 * included) and Cognito: no inline or remote script at all. `wasm-unsafe-eval` and `blob:` workers are for the in-browser OCR (tesseract.js,
 * self-hosted); inline styles for the component library, which sets CSS variables in a `<style>` element and
 * `style` attributes at run time.
 */
export function contentSecurityPolicy(config: Pick<RuntimeConfig, 'region' | 'webSocketUrl' | 'cognito'>): string {
  // Emulated Cognito (the local cloud) is reached at its endpoint; on AWS, Amplify calls the regional service.
  const cognitoOrigin = config.cognito.endpoint ? new URL(config.cognito.endpoint).origin : `https://cognito-idp.${config.region}.amazonaws.com`;
  const oauthOrigin = config.cognito.oauthDomain ? [`https://${config.cognito.oauthDomain}`] : [];
  // A WebSocket on the site's own origin (a path) is covered by 'self', which matches ws: and wss: on the same host in
  // every browser the build targets (CSP Level 3; since Chrome 71 and Safari 16; Vite's baseline is Chrome 111, Safari 16.4).
  const webSocketSource = config.webSocketUrl.startsWith('/') ? [] : [config.webSocketUrl];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'worker-src': ["'self'", 'blob:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    // A downloaded spelling session's sounds play from the Cache Storage, as object URLs (docs/offline.md).
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", cognitoOrigin, ...oauthOrigin, ...webSocketSource],
    'form-action': ["'self'", ...oauthOrigin],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
