/**
 * Issue 27 part 5 (ADR 056): a seller per Playwright project whose saved price-list URL is served by the
 * test itself on a loopback port (http, which the seller form rightly refuses, so
 * scripts/seed-e2e-review-checks.ts stores it before the e2e server starts).
 */
export const FRESH_PROJECTS = ['desktop', 'phone'] as const;

/** The port the test serves the price lists on: the e2e server's port + 2000. */
export const freshListPort = (serverPort: number) => serverPort + 2000;

export const freshSeed = (project: string, serverPort: number) => ({
  sellerName: `Friskhuset ${project}`,
  path: `/${project}/skoda-prisliste.pdf`,
  url: `http://127.0.0.1:${freshListPort(serverPort)}/${project}/skoda-prisliste.pdf`,
});
