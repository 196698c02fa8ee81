/** What the demo (DEMO_MODE) gives the tests: the API key its dev outbox answers, and numbers of their own. */

/** The demo outbox (the SMS's stand-in) answers holders of the API key only. */
export const DEV = { headers: { 'x-api-key': 'demo-storefront-key' } };

let issued = 0;
/**
 * A mobile number no other test uses: the millisecond and a counter (numbers asked for in the same
 * millisecond differ; a random last digit made two such numbers the same one time in ten).
 */
export const freshMobile = () => `0912${String(Date.now()).slice(-6)}${issued++ % 10}`;
