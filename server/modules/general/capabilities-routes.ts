/**
 * What this server offers beyond the spec (issue 29): its extension calls and the extensions of
 * spec calls' queries and bodies, so that a storefront uses each only where it is offered. Itself
 * an extension: a backend serving only the spec's calls (SPEC_STRICT here) answers it 404, and
 * the storefront then uses the spec's calls alone.
 */
import { EXTENSION_CALLS } from '../../../contract/calls.ts';
import { EXTENSION_FEATURES } from '../../../contract/constants.ts';
import { publicRoutes } from '../../http/api-router.ts';

export const capabilitiesRoutes = () =>
  publicRoutes('general').route('capabilities.get', { summary: 'What this server offers beyond the spec' }, () => ({
    data: { extensions: [...EXTENSION_CALLS, ...EXTENSION_FEATURES] },
  })).app;
