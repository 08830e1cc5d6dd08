/**
 * The billing journeys' console of its own (playwright.config.ts starts it): the same server on a
 * database of its own with the demo seed, so saving a card changes a Demo Account nobody else
 * reads. The runner picks the port and the data directory and hands them to the workers.
 */
export const BILLING_CONSOLE_PORT_VAR = 'DATADECK_E2E_BILLING_PORT';
export const BILLING_CONSOLE_DATA_DIR_VAR = 'DATADECK_E2E_BILLING_DATA_DIR';

export function billingConsoleUrl(): string {
  const port = process.env[BILLING_CONSOLE_PORT_VAR];
  if (port === undefined) throw new Error(`${BILLING_CONSOLE_PORT_VAR} is set by playwright.config.ts`);
  return `http://127.0.0.1:${port}`;
}

/** A cold embedded database and the demo seed on 2 busy cores: well under this. */
const START_TIMEOUT_MS = 120_000;

/**
 * Waits until the billing console answers its health check. The runner starts it without waiting
 * (its cold start runs beside the first journeys); its exit shows in the run's output.
 */
export async function billingConsoleStarted(): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${billingConsoleUrl()}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the billing console did not answer at ${billingConsoleUrl()} within 2 minutes`);
}
