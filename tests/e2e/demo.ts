/** What the demo (DEMO_MODE) gives the tests: the API key its dev outbox answers, and numbers of their own. */

/** The demo outbox (the SMS's stand-in) answers holders of the API key only. */
export const DEV = { headers: { 'x-api-key': 'demo-storefront-key' } };

/** A mobile number no other test uses. */
export const freshMobile = () => `0912${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 10)}`;
