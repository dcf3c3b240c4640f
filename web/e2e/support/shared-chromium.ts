import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium-launch';

export interface SharedChromium {
  wsEndpoint: string;
  /** Closes the browser; throws if it had died during the run, so the run fails with the reason. */
  stop: () => Promise<void>;
}

/**
 * The journeys' one browser. If it dies mid-run every open page fails with Playwright's bare
 * "Browser closed": this says why at once, and the run fails on it even if no journey was open.
 */
export async function startSharedChromium(): Promise<SharedChromium> {
  const server = await chromium.launchServer(chromiumLaunchOptions());
  let stopping = false;
  let death: string | undefined;
  server.process().once('exit', (code, signal) => {
    if (stopping) return;
    death = `The journeys' shared Chromium (support/global-setup.ts) exited during the run (${signal ? `signal ${signal}` : `code ${code}`}): every journey using it fails with "Browser closed".`;
    console.error(`[journeys] ${death}`);
  });
  return {
    wsEndpoint: server.wsEndpoint(),
    stop: async () => {
      stopping = true;
      await server.close();
      if (death) throw new Error(death);
    },
  };
}
