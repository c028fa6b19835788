import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy.ts';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('allows no inline or remote script, only the site and WebAssembly compilation', () => {
    const policy = contentSecurityPolicy({ region: 'eu-west-3', webSocketUrl: 'wss://ws.example/live', cognito: { userPoolId: 'p', userPoolClientId: 'c', identityProviders: [] } });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('lets the app reach regional Cognito and the hosted UI on AWS, and its WebSocket on its own origin', () => {
    const policy = contentSecurityPolicy({
      region: 'eu-west-3',
      webSocketUrl: '/ws',
      cognito: { userPoolId: 'p', userPoolClientId: 'c', oauthDomain: 'plume.auth.eu-west-3.amazoncognito.com', identityProviders: ['Google'] },
    });
    // 'self' covers wss: on the same host: a path adds no source.
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://cognito-idp.eu-west-3.amazonaws.com https://plume.auth.eu-west-3.amazoncognito.com");
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://plume.auth.eu-west-3.amazoncognito.com");
  });

  it('names a WebSocket on another address', () => {
    const policy = contentSecurityPolicy({ region: 'eu-west-3', webSocketUrl: 'wss://ws.example/live', cognito: { userPoolId: 'p', userPoolClientId: 'c', identityProviders: [] } });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://cognito-idp.eu-west-3.amazonaws.com wss://ws.example/live");
  });

  it('lets the app reach the emulated Cognito and the local WebSocket on the local cloud', () => {
    const policy = contentSecurityPolicy({ region: 'eu-west-3', webSocketUrl: 'ws://localhost:8080/ws', cognito: { userPoolId: 'p', userPoolClientId: 'c', endpoint: 'http://localhost:8080/_cognito', identityProviders: [] } });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' http://localhost:8080 ws://localhost:8080/ws");
  });
});
