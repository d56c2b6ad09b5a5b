import type { Browser } from 'playwright-core';

// First contentful paint on a mid-range phone over a slow mobile network, the profile of
// Lighthouse's mobile runs: 150 ms round trip, 1.6 Mbps down, 750 kbps up, the CPU slowed 4×,
// a 360×800 screen. Set through the DevTools protocol, so Chromium applies it to every request
// of the page (HTML, chunks, the API stub) and to its main thread.

const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const cpuSlowdown = 4;
const phone = { viewport: { width: 360, height: 800 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

export const mobileProfileLabel = '150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU ÷4, 360×800';

/** FCP of `route` in milliseconds from navigation start, in a fresh context (empty cache). */
async function oneRun(browser: Browser, origin: string, route: string): Promise<number> {
  const context = await browser.newContext({ baseURL: origin, ...phone });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(route, { waitUntil: 'commit' });
    const entry = await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      undefined,
      { timeout: 60_000 },
    );
    return (await entry.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

/** The median FCP of `runs` cold loads: one load on a shared machine swings by a few hundred ms. */
export async function firstContentfulPaint(
  browser: Browser,
  origin: string,
  route: string,
  runs: number,
): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await oneRun(browser, origin, route));
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}
