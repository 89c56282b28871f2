import { secureHeaders } from 'hono/secure-headers';

/**
 * No inline or third-party script may run: the app is served from our own origin only. Inline
 * styles stay allowed because the toast library injects its stylesheet at run time.
 */
export function securityHeaders(production: boolean) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      // Mixpanel's EU host: the browser sends there only after the visitor accepts the cookie banner.
      connectSrc: ["'self'", 'https://api-eu.mixpanel.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginResourcePolicy: 'same-origin',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: production ? 'max-age=63072000; includeSubDomains' : false,
  });
}
